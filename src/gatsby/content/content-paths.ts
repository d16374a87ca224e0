import path from "path"
import { isWorker } from "gatsby-worker"
import { loadCollections, type Collection } from "./collections"
import { readContentFiles } from "./content-files"
import { SchemaSet } from "./schemas"
import { readSiteContent, siteContentOf, type SiteContent } from "./site-content"

// Gatsby runs from the site root and bundles this file elsewhere, so paths start at the working directory.
const root = process.cwd()

/** Folders the build reads; CONTENT_DIR lets a test build against a fixture content folder. */
export const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content")
export const schemaDir = path.join(root, "schemas")

let schemasRead: { schemas: SchemaSet; collections: Collection[] } | undefined
let contentRead: SiteContent | undefined

/** This site's schemas and the collections they describe, read once. */
export function siteSchemas() {
  if (!schemasRead) {
    const schemas = new SchemaSet(schemaDir)
    schemasRead = { schemas, collections: loadCollections(schemas) }
  }
  return schemasRead
}

const readContent = () => {
  const { schemas, collections } = siteSchemas()
  // Gatsby's workers load gatsby-config again for the plugins' options, within a build whose own process has just
  // checked the content: they read it unchecked, which takes a fortieth of the time.
  if (isWorker) return siteContentOf(readContentFiles(contentDir, collections), schemas, collections)
  return readSiteContent(contentDir, schemas, collections, new Date())
}

/** This site's content, read and checked once; it throws ContentProblems when the content has mistakes. */
export function siteContent(): SiteContent {
  contentRead ??= readContent()
  return contentRead
}

/** The content read again, after an editor's change under gatsby develop; content with mistakes leaves the last sound read. */
export function rereadSiteContent(): SiteContent {
  contentRead = readContent()
  return contentRead
}
