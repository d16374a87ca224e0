import { defaultLocale, splitLocalizedPath } from "../../../src/lib/locales"
import { siteContent } from "../../site/load-site"
import { routeOfBuiltFile } from "../built-html-files"

/** The content file whose title a page shows, as an editor finds it (content/mr/topics/x.yaml), where one file makes the page. */
export function titleFileOf(pageFile: string): string | undefined {
  const { locale, route } = splitLocalizedPath(routeOfBuiltFile(pageFile))
  const { pages, entry } = siteContent()
  const page = pages.find((candidate) => candidate.route === (route || "/"))
  return page && (entry(page.source, locale) ?? entry(page.source, defaultLocale))?.file.displayPath
}
