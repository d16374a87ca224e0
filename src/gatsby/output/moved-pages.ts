import fs from "fs"
import path from "path"
import { localizedPath, type Locale } from "../../lib/locales"
import { readYamlFile } from "../content/read-yaml"

/** An old address (English form) and the page it now leads to. */
export interface MovedPage {
  from: string
  to: string
}

const movedPagesFile = "moved-pages.yaml"

/** The old addresses editors list in content/moved-pages.yaml, checked before the build; none when there is no file. */
export function readMovedPages(contentDir: string): MovedPage[] {
  const file = path.join(contentDir, movedPagesFile)
  if (!fs.existsSync(file)) return []
  return (readYamlFile(file, `content/${movedPagesFile}`) as { moved: MovedPage[] }).moved
}

/**
 * A permanent redirect from each language's form of an old address to the page in that language, or in English where
 * the page has no version in it (`localize`): /mr/contact-us leads to /mr/contact.
 */
export function movedPageRules(moved: readonly MovedPage[], languages: readonly Locale[], localize: (route: string, locale: Locale) => string): string {
  return languages.flatMap((locale) => moved.map(({ from, to }) => `${localizedPath(from, locale)}  ${localize(to, locale)}  301\n`)).join("")
}
