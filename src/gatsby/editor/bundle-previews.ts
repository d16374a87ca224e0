import fs from "fs"
import path from "path"
import { build, type Plugin } from "esbuild"
import * as sass from "sass"
import { locales, type Locale } from "../../lib/locales"
import type { ArticleWords, PreviewContent } from "../../editor/previews/preview-content"
import type { SchemaSet } from "../content/schemas"
import { contentIn, pageContent } from "../pages/content-in-language"
import { languagesOfRoutes, localizeRoute } from "../pages/localized-content"

// The editor's previews (src/editor/previews/) draw entries with the site's own components and styles. They are
// bundled here, apart from the site, with the site's React: "gatsby" is a stand-in for its GraphQL fragments, and the Sass
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

/** The page frame, the people, the words around articles and the topic pages, in every language, from the content as it is now. */
function previewContent(contentDir: string, schemas: SchemaSet): PreviewContent {
  const slugsIn = (folder: string) => fs.readdirSync(path.join(contentDir, folder)).flatMap((file) => (file.endsWith(".yaml") ? [file.slice(0, -5)] : []))
  const each = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>
  const bySlug = <T>(folder: string, make: (slug: string) => T) => Object.fromEntries(slugsIn(folder).map((slug) => [slug, make(slug)]))
  const library = schemas.get("articles-page.schema.json")["x-collection"]!.route!
  const articleRoute = schemas.get("article.schema.json")["x-collection"]!.route!
  const topicRoute = schemas.get("topic.schema.json")["x-collection"]!.route!
  return {
    frames: each((locale) => pageContent(contentDir, schemas, locale)),
    people: each((locale) =>
      bySlug("people", (slug) => {
        const { name, qualification } = contentIn<{ name: string; qualification: string }>(contentDir, schemas, `people/${slug}.yaml`, "person", locale)
        return { name, qualification }
      }),
    ),
    articles: each((locale) => {
      const { heading, byline, relatedTopicsHeading, notAdvice } = contentIn<ArticleWords>(contentDir, schemas, "pages/articles.yaml", "articles-page", locale)
      return { heading, byline, relatedTopicsHeading, notAdvice, path: localizeRoute(library, locale), articleRoute }
    }),
    topicTitles: each((locale) => bySlug("topics", (slug) => contentIn<{ title: string }>(contentDir, schemas, `topics/${slug}.yaml`, "topic", locale).title)),
    topicRoute,
    pageLanguages: [...languagesOfRoutes()],
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
