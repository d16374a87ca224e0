// What the offline page and its service worker share, and the worker's choices that need no browser to test.
import { defaultLocale, locales, splitLocalizedPath, type Locale } from "../lib/locales"

/** The list on the offline page that the service worker fills with the pages kept on the phone. */
export const keptPagesId = "kept-pages"

export interface KeptPage {
  path: string
  title: string
}

/** The language of an address: /mr/... is Marathi, /hi/... Hindi, anything else English. */
export function localeOfPath(pathname: string): Locale {
  const { locale } = splitLocalizedPath(pathname === "/mr" || pathname === "/hi" ? `${pathname}/` : pathname)
  return locales.includes(locale) ? locale : defaultLocale
}

/** A page's title as its <title> says it, without the site's name after it ("Rasayana Therapy | Centre"). */
export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ""
  return title.replace(/\s+\|[^|]*$/, "").trim()
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The offline page with its list of kept pages in place of the words saying there are none yet (when there are some). */
export function withKeptPages(offlineHtml: string, pages: readonly KeptPage[]): string {
  if (pages.length === 0) return offlineHtml
  const items = pages.map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${title}</a></li>`).join("")
  return offlineHtml.replace(new RegExp(`(<ul id="${keptPagesId}"[^>]*>)[\\s\\S]*?(</ul>)`), `$1${items}$2`)
}
