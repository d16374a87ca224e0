import { collectionOf, routeOfFile, splitContentPath, type Collection } from "../content/collections"

interface PageFile {
  /** The English address: /about, /basti-therapy. */
  route: string
  relativePath: string
  collection: Collection
}

/** The pages English content files make: each fixed page's words and every file of a page folder, in file order. */
export function pageFiles(collections: readonly Collection[], relativePaths: readonly string[]): PageFile[] {
  return relativePaths.flatMap((relativePath) => {
    const collection = splitContentPath(relativePath).locale === "en" ? collectionOf(collections, relativePath) : undefined
    const route = collection && routeOfFile(collection, relativePath)
    return route ? [{ route, relativePath, collection }] : []
  })
}

/** The routes whose page is a file in src/pages (its words are in content/pages). */
export function fixedRoutes(collections: readonly Collection[]): string[] {
  return collections.flatMap((collection) => (collection.file && collection.route ? [collection.route] : []))
}
