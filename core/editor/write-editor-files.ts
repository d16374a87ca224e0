import crypto from "crypto"
import fs from "fs"
import path from "path"
import { buildSync } from "esbuild"
import yaml from "js-yaml"
import { hashFolder } from "../content/hash-folder"
import type { SiteContent } from "../content/site-content"
import { bundlePreviews, editorBundle, previewContent } from "./bundle-previews"
import { cmsConfig } from "./cms-config"
import type { EditorBackend } from "./editor-backend"

// Everything /admin/ loads besides its index.html, written into static/admin/ before a build (git-ignored): Sveltia
// CMS, its fonts and the React it loads for previews from node_modules, served from the site's own origin; the
// configuration; the YAML formats; the previews.

/** The fonts Sveltia CMS asks a CDN for, and the self-hosted files that replace them. */
const editorFonts = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
]

// Gatsby bundles this file, so packages are found from the site root rather than with require.resolve.
const modules = path.resolve("node_modules")

/**
 * Sveltia CMS imports some packages from unpkg.com when it needs them, as `https://unpkg.com/${name}@${version}/file`.
 * The previews need Immutable (the entry they are handed is an Immutable Map), so it is served from /admin/modules/
 * under the same path; any other package asked for there is missing, as the CSP would have refused it anyway.
 */
const moduleBase = { cdn: "`https://unpkg.com/${e}`", own: "`/admin/modules/${e}`" }
const editorModules = [{ name: "immutable", file: "dist/immutable.es.js" }]

/** The copy of a package Sveltia CMS installed for itself, nested under it or hoisted beside it. */
function editorDependency(name: string): { dir: string; version: string } {
  const range: string = JSON.parse(fs.readFileSync(path.join(modules, "@sveltia/cms/package.json"), "utf8")).dependencies[name]
  // The version in the addresses Sveltia builds: its dependency's range without the ^.
  const version = range.replace(/^\D*/, "")
  const dir = [path.join(modules, "@sveltia/cms/node_modules", name), path.join(modules, name)].find((candidate) => {
    const manifest = path.join(candidate, "package.json")
    return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).version.split(".")[0] === version.split(".")[0]
  })
  if (!dir) throw new Error(`@sveltia/cms needs ${name}@${range}, which is not installed; run npm ci`)
  return { dir, version }
}

/**
 * Sveltia CMS with its font and package addresses pointed at /admin/. If an upgrade changes them, the build stops here
 * rather than let the editor fetch from a CDN (the CSP would block it: its icons would show as words, and the preview
 * pane would stay empty).
 */
function selfHostedEditor(): string {
  let code = fs.readFileSync(path.join(modules, "@sveltia/cms/dist/sveltia-cms.js"), "utf8")
  for (const { cdn, file } of editorFonts) {
    if (!code.includes(cdn)) throw new Error(`@sveltia/cms no longer loads ${cdn}; update editorFonts in core/editor/write-editor-files.ts`)
    code = code.replaceAll(cdn, `/admin/fonts/${path.basename(file)}`)
  }
  const remaining = code.match(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"`\s]+/)
  if (remaining) throw new Error(`@sveltia/cms loads a font from a CDN: ${remaining[0]}; self-host it in core/editor/write-editor-files.ts`)
  if (code.split(moduleBase.cdn).length !== 2) {
    throw new Error(`@sveltia/cms no longer imports packages from ${moduleBase.cdn}; update moduleBase in core/editor/write-editor-files.ts`)
  }
  return code.replace(moduleBase.cdn, () => moduleBase.own)
}

/** The packages the previews need, where the rewritten editor looks for them: /admin/modules/<name>@<version>/. */
function copyEditorModules(adminDir: string) {
  for (const { name, file } of editorModules) {
    const { dir, version } = editorDependency(name)
    const target = path.join(adminDir, "modules", `${name}@${version}`, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(path.join(dir, file), target)
  }
}

/**
 * Every file the editor's bundles are made from: the site's code and styles, the core's checks they run, and the
 * installed packages. Not the query types Gatsby writes into src/ during each build, which no bundle of the editor takes.
 */
function sourcesDigest(): string {
  const hash = crypto.createHash("sha256").update(fs.readFileSync("package-lock.json"))
  return hashFolder(
    hashFolder(hash, "src", (file) => file === "gatsby-types.d.ts"),
    "core",
  ).digest("hex")
}

/**
 * Writes the editor's files into adminDir, unless the last files written there were made from the same configuration,
 * previews' content and sources (recipeFile remembers them): the content's words change the previews only where a
 * page frame, a person, the articles' words or a topic's title changed.
 */
export async function writeEditorFiles(adminDir: string, content: SiteContent, backend: EditorBackend, recipeFile: string): Promise<"written" | "unchanged"> {
  const { config, formats } = cmsConfig(content, backend)
  const previews = previewContent(content)
  const recipe = crypto.createHash("sha256").update(JSON.stringify({ config, formats, previews })).update(sourcesDigest()).digest("hex")
  const unchanged = fs.existsSync(path.join(adminDir, "config.yml")) && fs.existsSync(recipeFile) && fs.readFileSync(recipeFile, "utf8") === recipe
  if (unchanged) return "unchanged"
  // The configuration is removed first and written last: without it the build stops (onPreBootstrap) rather than
  // publish an editor half of whose files were written.
  fs.rmSync(path.join(adminDir, "config.yml"), { force: true })
  // An empty folder first, so a font the editor no longer uses is not published beside the ones it does.
  fs.rmSync(path.join(adminDir, "fonts"), { recursive: true, force: true })
  fs.mkdirSync(path.join(adminDir, "fonts"), { recursive: true })
  buildSync({
    ...editorBundle,
    entryPoints: [path.resolve("src/editor/register-formats.ts")],
    define: { EDITOR_FORMATS: JSON.stringify(formats) },
    outfile: path.join(adminDir, "formats.js"),
  })
  fs.writeFileSync(path.join(adminDir, "sveltia-cms.js"), selfHostedEditor())
  for (const { file } of editorFonts) {
    fs.copyFileSync(path.join(modules, file), path.join(adminDir, "fonts", path.basename(file)))
  }
  // Sveltia CMS imports its react-dom from chunks/ beside itself when an entry has a custom preview.
  fs.mkdirSync(path.join(adminDir, "chunks"), { recursive: true })
  fs.copyFileSync(path.join(modules, "@sveltia/cms/dist/chunks/react-dom.js"), path.join(adminDir, "chunks/react-dom.js"))
  copyEditorModules(adminDir)
  await bundlePreviews(adminDir, previews)
  const generated = "# Generated from schemas/ and the build's environment by core/editor/; do not edit.\n"
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${generated}${yaml.dump(config, { lineWidth: 120 })}`)
  fs.mkdirSync(path.dirname(recipeFile), { recursive: true })
  fs.writeFileSync(recipeFile, recipe)
  return "written"
}
