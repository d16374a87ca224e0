import crypto from "crypto"
import fs from "fs"
import path from "path"
import { PurgeCSS } from "purgecss"
import type { IslandsManifest } from "../islands/bundle-islands"
import { moduleClass } from "./module-class-name"
import type { BuiltPage } from "../built-pages"

// Gatsby inlines the site's one stylesheet into the head of every page, under this tag.
const inlinedStylesheet = /<style data-href="\/(styles\.[^"]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/

/** The stylesheet of this build, from the stats Gatsby writes beside the pages. */
function currentStylesheet(publicDir: string): string {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> }
  const stylesheet = stats.assetsByChunkName.app?.find((asset) => /^styles\.[^/]+\.css$/.test(asset))
  if (!stylesheet) {
    throw new Error("public/webpack.stats.json names no styles.*.css for the app: Gatsby's output has changed; update core/outputs/styles/page-styles.ts.")
  }
  return stylesheet
}

/** The classes the islands a page holds may write into it in the browser. */
function islandClassesIn(html: string, islands: IslandsManifest["islands"]): string[] {
  return [...html.matchAll(/<site-island\b[^>]*\sdata-island="([\w-]+)"/g)].flatMap(([, name]) => islands[name]?.classes ?? [])
}

/**
 * The stylesheet without the rules for components' classes that this page's HTML does not hold and no island of it
 * adds, and the file in cacheDir that keeps it: a page whose HTML, stylesheet and islands are an earlier build's gets
 * that build's cut.
 */
async function stylesOf(html: string, css: string, islandClasses: readonly string[], cacheDir: string): Promise<{ styles: string; file: string }> {
  const file = `${crypto
    .createHash("sha256")
    .update(JSON.stringify([html, css, islandClasses]))
    .digest("hex")
    .slice(0, 24)}.css`
  const cached = path.join(cacheDir, file)
  if (fs.existsSync(cached)) return { styles: fs.readFileSync(cached, "utf8"), file }
  const [purged] = await new PurgeCSS().purge({
    content: [{ raw: html, extension: "html" }],
    css: [{ raw: css }],
    // Everything that is not a component's class (elements, attributes, ids, global classes) is kept as it is.
    safelist: { standard: [new RegExp(`^(?!${moduleClass.source.slice(1, -1)}$)`), ...islandClasses] },
  })
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(cached, purged.css)
  return { styles: purged.css, file }
}

/** Removes the cuts no page of this build took, which would otherwise pile up, build after build, wherever .cache is kept. */
function keepOnly(cacheDir: string, taken: ReadonlySet<string>) {
  if (!fs.existsSync(cacheDir)) return
  for (const file of fs.readdirSync(cacheDir)) if (!taken.has(file)) fs.rmSync(path.join(cacheDir, file))
}

/**
 * Gives every page this build's stylesheet, cut to the rules its components use: Gatsby inlines all of it (43 KB) into
 * every page, most of it for components the page does not have. A class an island of the page may add in the browser
 * is kept.
 * Every page is rewritten at every build, which also keeps a page Gatsby did not render again (it does so only when
 * its data or the server bundle changes) from keeping the styles of an earlier build. Returns the bytes of CSS left out.
 */
export async function inlinePageStyles(publicDir: string, pages: BuiltPage[], islands: IslandsManifest["islands"], cacheDir: string): Promise<number> {
  const stylesheet = currentStylesheet(publicDir)
  const css = fs.readFileSync(path.join(publicDir, stylesheet), "utf8")
  let leftOut = 0
  const taken = new Set<string>()
  for (const page of pages) {
    if (!inlinedStylesheet.test(page.html)) continue
    const { styles, file } = await stylesOf(page.html.replace(inlinedStylesheet, ""), css, islandClassesIn(page.html, islands), cacheDir)
    taken.add(file)
    leftOut += css.length - styles.length
    page.html = page.html.replace(inlinedStylesheet, () => `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${styles}</style>`)
  }
  keepOnly(cacheDir, taken)
  return leftOut
}
