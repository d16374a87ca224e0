import path from "path"
import { build, type Plugin } from "esbuild"
import { locales, type Locale } from "../../src/lib/locales"
import { careCardOf } from "../content/care-card-entry"
import type { SiteContent } from "../content/site-content"
import { pageFrame } from "./page-frame"
import type { ArticleWords, PreviewContent } from "./preview-content"

// The editor's previews (src/editor/previews/) draw entries with the site's own components and styles. They are
// bundled here, apart from the site, with the site's React: "gatsby" is a stand-in for its GraphQL fragments, and the Sass
// modules compile to the same rules the site has, with their class names scoped by esbuild instead of webpack.

const previewsDir = path.resolve("src/editor/previews")

/**
 * Sass files, as Gatsby compiles them: *.module.scss as CSS modules, the rest as global CSS. Sass is loaded here, when
 * the previews are bundled, not with this module: loading it took a third of a second of every build's prebuild,
 * which mostly finds the editor's files unchanged.
 */
const sassFiles: Plugin = {
  name: "sass",
  async setup(bundle) {
    const sass = await import("sass")
    bundle.onLoad({ filter: /\.scss$/ }, ({ path: file }) => ({
      // webpack's "~package" addresses are plain package paths to esbuild.
      contents: sass.compile(file).css.replaceAll('url("~', 'url("'),
      loader: file.endsWith(".module.scss") ? "local-css" : "css",
      resolveDir: path.dirname(file),
    }))
  },
}

/** The page frame, the people, the words around articles and the topic pages, in every language, from the content as it is now. */
export function previewContent(content: SiteContent): PreviewContent {
  const { schemas, entries, pages, localize } = content
  const each = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>
  const bySlug = <T>(collection: string, locale: Locale, make: (words: Record<string, unknown>) => T) =>
    Object.fromEntries(entries.flatMap((entry) => (entry.collection.name === collection && entry.locale === locale ? [[entry.slug, make(entry.content)]] : [])))
  const words = <T>(source: string, locale: Locale) => content.entry(source, locale)!.content as T
  const library = schemas.get("articles-page.schema.json")["x-collection"]!.route!
  const articleRoute = schemas.get("article.schema.json")["x-collection"]!.route!
  const topicRoute = schemas.get("topic.schema.json")["x-collection"]!.route!
  return {
    frames: each((locale) => pageFrame(content, locale)),
    people: each((locale) => bySlug("person", locale, ({ name, qualification }) => ({ name, qualification }))),
    articles: each((locale) => {
      const { heading, byline, relatedTopicsHeading, notAdvice } = words<ArticleWords>("pages/articles.yaml", locale)
      return { heading, byline, relatedTopicsHeading, notAdvice, path: localize(library, locale), articleRoute }
    }),
    careCards: each((locale) =>
      Object.fromEntries(
        entries.flatMap((entry) => (entry.collection.name === "care-card" && entry.locale === locale ? [[entry.slug, careCardOf(entry)]] : [])),
      ),
    ),
    signOffMasks: Object.fromEntries(
      content.collections.flatMap(({ name, signedOff, notWords, unsigned }) =>
        signedOff ? [[name, { notWords: notWords ?? {}, unsigned: unsigned ?? {} }]] : [],
      ),
    ),
    topicTitles: each((locale) => bySlug("topic", locale, ({ title }) => title)),
    topicRoute,
    pageLanguages: pages.map(({ route, alternates }) => [route, alternates.map(({ locale }) => locale)]),
  }
}

/** How each of the editor's scripts is bundled: whole and minified, as one classic script. */
export const editorBundle = { bundle: true, minify: true, format: "iife", target: "chrome110", logLevel: "error" } as const

/**
 * previews.js and previews.css in /admin/, with the site's fonts in /admin/fonts/; fields.js, the fields that say what
 * the claims guard finds as the editor types; and editor.css, which gives the editor's own fields the site's
 * Devanagari font and styles what the guard says under them.
 */
export async function bundlePreviews(adminDir: string, previews: PreviewContent) {
  await build({
    entryPoints: {
      previews: path.join(previewsDir, "register-previews.ts"),
      fields: path.resolve("src/editor/register-fields.ts"),
      editor: path.resolve("src/editor/editor.scss"),
    },
    ...editorBundle,
    outdir: adminDir,
    publicPath: "/admin/",
    assetNames: "fonts/[name]",
    loader: { ".woff2": "file" },
    alias: { gatsby: path.join(previewsDir, "gatsby-in-editor.tsx") },
    define: { PREVIEW_CONTENT: JSON.stringify(previews), "process.env.NODE_ENV": '"production"' },
    plugins: [sassFiles],
  })
}
