import fs from "fs"
import path from "path"
import { defaultLocale, localizedPath, type Locale } from "../../src/lib/locales"
import type { SiteContent } from "../content/site-content"

/** An old address (English form) and the page it now leads to. */
interface MovedPage {
  from: string
  to: string
}

/** The old addresses editors list in content/moved-pages.yaml; none when there is no such file. */
export function movedPages(content: Pick<SiteContent, "entry">): MovedPage[] {
  return (content.entry("moved-pages.yaml", defaultLocale)?.content as { moved: MovedPage[] } | undefined)?.moved ?? []
}

/**
 * A permanent redirect from each language's form of an old address to the page in that language, or in English where
 * the page has no version in it (`localize`): /mr/contact-us leads to /mr/contact.
 */
export function movedPageRules(moved: readonly MovedPage[], languages: readonly Locale[], localize: (route: string, locale: Locale) => string): string {
  return languages.flatMap((locale) => moved.map(({ from, to }) => `${localizedPath(from, locale)}  ${localize(to, locale)}  301\n`)).join("")
}

/** Any address with no page answers 404 with the 404 page of its language (/mr/anything gets /mr/404.html). */
export function notFoundRules(locales: readonly Locale[]): string {
  // Netlify uses the first rule that matches, so English's "/*" comes last.
  const prefixes = locales.map((locale) => localizedPath("/", locale)).sort((a, b) => b.length - a.length)
  return prefixes.map((prefix) => `${prefix}*  ${prefix}404.html  404\n`).join("")
}

/**
 * public/_redirects, which Netlify applies where no file answers an address, and scripts/serve.mjs follows too: the
 * moved pages' rules, then the 404 pages', which match every address and so come last.
 */
export function writeRedirects(publicDir: string, { moved, notFound }: { moved: string; notFound: string }) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), moved + notFound)
}
