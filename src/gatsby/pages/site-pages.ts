import path from "path"
import { locales, type Locale } from "../../lib/locales"
import { listContentFiles } from "../content/collections"
import { contentDir, siteContentModel } from "../content/content-paths"
import { readYamlFile } from "../content/read-yaml"
import { publishedPages, type PublishedPage } from "../content/published-pages"

/** Each language's own name, from its site.yaml. */
function languageNames(relativePaths: readonly string[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const file = locale === "en" ? "site.yaml" : `${locale}/site.yaml`
      if (!relativePaths.includes(file)) return []
      const { languageName } = readYamlFile(path.join(contentDir, file), `content/${file}`) as { languageName?: string }
      return languageName ? [[locale, languageName]] : []
    }),
  )
}

/** This site's published pages, read from the content folder, for page creation and for links in every language. */
export function sitePages(): PublishedPage[] {
  const relativePaths = listContentFiles(contentDir)
  return publishedPages(siteContentModel().collections, relativePaths, languageNames(relativePaths))
}
