import { collectionOf, routeOfSource, splitContentPath, type Collection } from "./collections"

export interface PageFile {
  /** The page's address in English form: /about, /basti-therapy, /articles/x (even when it exists only in Marathi). */
  route: string
  /** The English path of the file that makes the page: articles/x.md for mr/articles/x.md too. */
  source: string
  /** The first file that makes it: the English one when there is one. */
  relativePath: string
  collection: Collection
}

/**
 * The pages content files make, in file order: each fixed page's words and every file of a page folder. A page is
 * made by its English file, or, in a collection whose entries may be written in any language alone (articles), by
 * the file in any language.
 */
export function pageFiles(collections: readonly Collection[], relativePaths: readonly string[]): PageFile[] {
  const pages = new Map<string, PageFile>()
  for (const relativePath of relativePaths) {
    const { locale, source } = splitContentPath(relativePath)
    const collection = collectionOf(collections, relativePath)
    if (!collection || (locale !== "en" && !collection.anyLanguage) || pages.has(source)) continue
    const route = routeOfSource(collection, source)
    if (route) pages.set(source, { route, source, relativePath, collection })
  }
  return [...pages.values()]
}
