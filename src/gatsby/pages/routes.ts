import { collectionOf, routeOfFile, type Collection } from "../content/collections"

interface PageFile {
  route: string
  relativePath: string
  collection: Collection
}

/** The pages content files make: each fixed page's copy and every file of a page folder, in file order. */
export function pageFiles(collections: readonly Collection[], relativePaths: readonly string[]): PageFile[] {
  return relativePaths.flatMap((relativePath) => {
    const collection = collectionOf(collections, relativePath)
    const route = collection && routeOfFile(collection, relativePath)
    return route ? [{ route, relativePath, collection }] : []
  })
}

/** The routes whose page is a file in src/pages (its words are in content/pages). */
export function fixedRoutes(collections: readonly Collection[]): string[] {
  return collections.flatMap((collection) => (collection.file && collection.route ? [collection.route] : []))
}
