import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "./built-html-files"

// Gatsby inlines the site's one stylesheet into the head of every page, under this tag.
const inlinedStylesheet = /<style data-href="\/(styles\.[^"]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/

/** The stylesheet of this build, from the stats Gatsby writes beside the pages. */
function currentStylesheet(publicDir: string): string {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> }
  const stylesheet = stats.assetsByChunkName.app?.find((asset) => /^styles\.[^/]+\.css$/.test(asset))
  if (!stylesheet) {
    throw new Error("public/webpack.stats.json names no styles.*.css for the app: Gatsby's output has changed; update src/gatsby/output/inline-current-styles.ts.")
  }
  return stylesheet
}

/**
 * Puts this build's stylesheet into every page that inlines an older one. Gatsby 5 renders a page again only when its
 * data or the server-side bundle changes, and a change to the styles alone changes neither, so on a build that reuses
 * .cache and public/ (a local rebuild, or a host that keeps Gatsby's cache) the pages built before kept the previous
 * styles. Returns the pages it rewrote.
 */
export function inlineCurrentStyles(publicDir: string): string[] {
  const stylesheet = currentStylesheet(publicDir)
  const tag = `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${fs.readFileSync(path.join(publicDir, stylesheet), "utf8")}</style>`
  const rewritten: string[] = []
  for (const file of builtHtmlFiles(publicDir)) {
    const fullPath = path.join(publicDir, file)
    const html = fs.readFileSync(fullPath, "utf8")
    const inlined = html.match(inlinedStylesheet)
    if (!inlined || inlined[1] === stylesheet) continue
    fs.writeFileSync(fullPath, html.replace(inlinedStylesheet, () => tag))
    rewritten.push(file)
  }
  return rewritten
}
