import fs from "fs"
import path from "path"
import type { BuiltPage } from "./built-pages"

const idPattern = /\sid="([^"]+)"/g
const linkPattern = /<a\s(?:[^>]*?\s)?href="([^"]*)"/g

/** The built file a link to this site leads to ("/mr/faq" -> "mr/faq/index.html"), if there is one: a page, or another file. */
function fileOf(publicDir: string, html: ReadonlyMap<string, string>, linkPath: string): string | undefined {
  const trimmed = linkPath.replace(/^\/+|\/+$/g, "")
  return [trimmed ? `${trimmed}/index.html` : "index.html", trimmed].find((candidate) => {
    const file = path.join(publicDir, candidate)
    return html.has(candidate) || (candidate !== "" && fs.existsSync(file) && fs.statSync(file).isFile())
  })
}

/**
 * Every link from a built page to this site that leads nowhere: to no built page or file, or to a place (#...) that
 * page does not have. The content check follows each file's own links before the build; this reads what the build
 * made of them in every language (a heading's id differs in Marathi and Hindi) and the links the code writes.
 */
export function brokenLinks(publicDir: string, pages: readonly BuiltPage[]): string[] {
  const html = new Map(pages.map((page) => [page.file, page.html]))
  const idsOf = new Map<string, Set<string>>()
  const ids = (file: string) => {
    if (!idsOf.has(file)) idsOf.set(file, new Set([...(html.get(file) ?? "").matchAll(idPattern)].map(([, id]) => id)))
    return idsOf.get(file)!
  }
  const problems: string[] = []
  for (const [file, page] of html) {
    const address = `/${file.replace(/index\.html$/, "")}`
    for (const [, written] of page.matchAll(linkPattern)) {
      const href = written.replace(/&amp;/g, "&")
      if (!/^\/(?!\/)|^#/.test(href)) continue
      const [linkPath, place] = href.split("#")
      const target = linkPath ? fileOf(publicDir, html, linkPath.split("?")[0]) : file
      if (!target) problems.push(`${address} links to ${href}, which is no page of the site`)
      else if (place && target.endsWith(".html") && !ids(target).has(decodeURIComponent(place))) {
        problems.push(`${address} links to ${href}, but that page has no place with the id "${decodeURIComponent(place)}"`)
      }
    }
  }
  return problems
}
