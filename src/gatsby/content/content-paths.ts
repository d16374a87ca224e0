import path from "path"
import { loadCollections, type Collection } from "./collections"
import { SchemaSet } from "./schemas"

// Gatsby runs from the site root and bundles this file elsewhere, so paths start at the working directory.
const root = process.cwd()

/** Folders the build reads; CONTENT_DIR lets a test build against a fixture content folder. */
export const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content")
export const schemaDir = path.join(root, "schemas")

let model: { schemas: SchemaSet; collections: Collection[] } | undefined

/** This site's schemas and the collections they describe, read once. */
export function siteContentModel() {
  if (!model) {
    const schemas = new SchemaSet(schemaDir)
    model = { schemas, collections: loadCollections(schemas) }
  }
  return model
}
