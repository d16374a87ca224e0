// The service worker's choices that need no browser to test.
import { splitLocalizedPath, type Locale } from "../lib/locales"
import { decodeHtml, escapeHtml } from "../lib/html-text"
import { keptPagesId } from "../lib/offline-page"

export interface KeptPage {
  path: string
  title: string
}

/** An address's path as this site's own: //about (which a link reads as the host "about") is /about. */
export const sitePath = (pathname: string) => pathname.replace(/^\/{2,}/, "/")

/** An answer the server failed to give (500, 502, 503): a copy kept from before reads better than the error. */
export const isServerError = (response: Pick<Response, "status">) => response.status >= 500

/** The language of an address, as the site reads it (//mr/faq is /mr/faq): /mr/... is Marathi, /hi/... Hindi, anything else English. */
export const localeOfPath = (pathname: string): Locale => splitLocalizedPath(sitePath(pathname)).locale

/** A page's title as its <title> says it, without the site's name after it ("Rasayana Therapy | Centre"), as text. */
export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""
  return decodeHtml(title.replace(/\s+\|[^|]*$/, "").trim())
}

/**
 * The offline page with the list of kept pages in place of the words saying there are none yet (a paragraph, so that
 * a screen reader does not announce a list of one), when there are some.
 */
export function withKeptPages(offlineHtml: string, pages: readonly KeptPage[]): string {
  if (pages.length === 0) return offlineHtml
  const items = pages.map(({ path, title }) => `<li><a href="${escapeHtml(sitePath(path))}">${escapeHtml(title)}</a></li>`).join("")
  return offlineHtml.replace(
    new RegExp(`<p id="${keptPagesId}"([^>]*)>[\\s\\S]*?</p>`),
    (_paragraph, attributes: string) => `<ul id="${keptPagesId}"${attributes}>${items}</ul>`,
  )
}
