import fs from "fs"
import path from "path"
import type { Locale } from "../../lib/locales"
import type { TitledPage } from "../../lib/similar-pages"
import { readContentFile } from "../content/content-files"
import { contentDir } from "../content/content-paths"
import { contentPathIn, type PublishedPage } from "../content/published-pages"

function titleIn(relativePath: string): string | undefined {
  const file = path.join(contentDir, relativePath)
  if (!fs.existsSync(file)) return undefined
  return (readContentFile(file, `content/${relativePath}`).data as { title?: string }).title
}

/** Every page published in `locale`, with its address and title there (the English title where it has none of its own). */
export function titledPagesIn(pages: readonly PublishedPage[], locale: Locale): TitledPage[] {
  return pages.flatMap(({ route, source, alternates, collection }) => {
    if (collection.unlisted) return []
    const version = alternates.find((alternate) => alternate.locale === locale)
    const title = version && (titleIn(contentPathIn(locale, source)) ?? titleIn(source))
    return version && title ? [{ route, path: version.path, title }] : []
  })
}
