import fs from "fs"
import path from "path"
import { buildSync } from "esbuild"
import yaml from "js-yaml"
import type { Collection } from "../content/collections"
import type { SchemaSet } from "../content/schemas"
import { cmsConfig } from "./cms-config"
import type { EditorBackend } from "./editor-backend"

// Everything /admin/ loads besides its index.html, written into static/admin/ at every build (git-ignored): Sveltia
// CMS and its fonts from node_modules, served from the site's own origin; the configuration; the YAML formats.

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
 * Sveltia CMS with its font addresses pointed at /admin/fonts/. If an upgrade changes them, the build stops here
 * rather than let the editor fetch from a CDN (the CSP would block it, and its icons would show as words).
 */
function selfHostedEditor(): string {
  let code = fs.readFileSync(path.join(modules, "@sveltia/cms/dist/sveltia-cms.js"), "utf8")
  for (const { cdn, file } of editorFonts) {
    if (!code.includes(cdn)) throw new Error(`@sveltia/cms no longer loads ${cdn}; update editorFonts in src/gatsby/editor/write-editor-files.ts`)
    code = code.replaceAll(cdn, `/admin/fonts/${path.basename(file)}`)
  }
  const remaining = code.match(/https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^)'"`\s]+/)
  if (remaining) throw new Error(`@sveltia/cms loads a font from a CDN: ${remaining[0]}; self-host it in src/gatsby/editor/write-editor-files.ts`)
  return code
}

export function writeEditorFiles(
  adminDir: string,
  schemas: SchemaSet,
  collections: readonly Collection[],
  contentDir: string,
  backend: EditorBackend,
) {
  const { config, formats } = cmsConfig(schemas, collections, contentDir, backend)
  fs.mkdirSync(path.join(adminDir, "fonts"), { recursive: true })
  const generated = "# Generated from schemas/ and the build's environment by src/gatsby/editor/; do not edit.\n"
  fs.writeFileSync(path.join(adminDir, "config.yml"), `${generated}${yaml.dump(config, { lineWidth: 120 })}`)
  buildSync({
    entryPoints: [path.resolve("src/editor/register-formats.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "chrome110",
    define: { EDITOR_FORMATS: JSON.stringify(formats) },
    outfile: path.join(adminDir, "formats.js"),
    logLevel: "error",
  })
  fs.writeFileSync(path.join(adminDir, "sveltia-cms.js"), selfHostedEditor())
  for (const { file } of editorFonts) {
    fs.copyFileSync(path.join(modules, file), path.join(adminDir, "fonts", path.basename(file)))
  }
}
