import fs from "fs"
import path from "path"
import { defaultLocale, splitLocalizedPath } from "../../../lib/locales"
import { listContentFiles } from "../../content/collections"
import { contentDir, siteContentModel } from "../../content/content-paths"
import { pageFiles } from "../../content/routes"

/** The content file whose title a page shows, as an editor finds it (content/mr/topics/x.yaml), where one file makes the page. */
export function titleFileOf(pageFile: string): string | undefined {
  const { locale, route } = splitLocalizedPath(`/${pageFile.replace(/\/?index\.html$/, "")}`)
  const page = pageFiles(siteContentModel().collections, listContentFiles(contentDir)).find((candidate) => candidate.route === (route || "/"))
  if (!page) return undefined
  const translated = path.join(locale, page.source)
  const file = locale !== defaultLocale && fs.existsSync(path.join(contentDir, translated)) ? translated : page.relativePath
  return `${path.basename(contentDir)}/${file}`
}
