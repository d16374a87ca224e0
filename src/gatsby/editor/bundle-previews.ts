import fs from "fs"
import path from "path"
import { build, type Plugin } from "esbuild"
import * as sass from "sass"
import { locales, type Locale } from "../../lib/locales"
import type { PreviewContent } from "../../editor/previews/preview-content"
import type { SchemaSet } from "../content/schemas"
import { contentIn, pageContent } from "../pages/content-in-language"

// The editor's previews (src/editor/previews/) draw entries with the site's own components and styles. They are
// bundled here, apart from the site, with the site's React: "gatsby" is a stand-in with plain links, and the Sass
// modules compile to the same rules the site has, with their class names scoped by esbuild instead of webpack.

const previewsDir = path.resolve("src/editor/previews")

/** Sass files, as Gatsby compiles them: *.module.scss as CSS modules, the rest as global CSS. */
const sassFiles: Plugin = {
  name: "sass",
  setup(bundle) {
    bundle.onLoad({ filter: /\.scss$/ }, ({ path: file }) => ({
      // webpack's "~package" addresses are plain package paths to esbuild.
      contents: sass.compile(file).css.replaceAll('url("~', 'url("'),
      loader: file.endsWith(".module.scss") ? "local-css" : "css",
      resolveDir: path.dirname(file),
    }))
  },
}

/** The page frame and the people who review health pages, in every language, from the content as it is now. */
function previewContent(contentDir: string, schemas: SchemaSet): PreviewContent {
  const slugs = fs.readdirSync(path.join(contentDir, "people")).flatMap((file) => (file.endsWith(".yaml") ? [file.slice(0, -5)] : []))
  const each = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>
  return {
    frames: each((locale) => pageContent(contentDir, schemas, locale)),
    people: each((locale) =>
      Object.fromEntries(
        slugs.map((slug) => {
          const { name, qualification } = contentIn<{ name: string; qualification: string }>(contentDir, schemas, `people/${slug}.yaml`, "person", locale)
          return [slug, { name, qualification }]
        }),
      ),
    ),
  }
}

/**
 * previews.js and previews.css in /admin/, with the site's fonts in /admin/fonts/; and editor-fonts.css, which gives
 * the editor's own fields the site's Devanagari font.
 */
export async function bundlePreviews(adminDir: string, contentDir: string, schemas: SchemaSet) {
  await build({
    entryPoints: { previews: path.join(previewsDir, "register-previews.ts"), "editor-fonts": path.resolve("src/editor/editor-fonts.scss") },
    bundle: true,
    minify: true,
    format: "iife",
    target: "chrome110",
    outdir: adminDir,
    publicPath: "/admin/",
    assetNames: "fonts/[name]",
    loader: { ".woff2": "file" },
    alias: { gatsby: path.join(previewsDir, "gatsby-in-editor.tsx") },
    define: { PREVIEW_CONTENT: JSON.stringify(previewContent(contentDir, schemas)), "process.env.NODE_ENV": '"production"' },
    plugins: [sassFiles],
    logLevel: "error",
  })
}
