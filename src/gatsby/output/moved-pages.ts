import { defaultLocale, localizedPath, type Locale } from "../../lib/locales"
import type { SiteContent } from "../content/site-content"

/** An old address (English form) and the page it now leads to. */
export interface MovedPage {
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
