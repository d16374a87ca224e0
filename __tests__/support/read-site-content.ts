import type { Collection } from "../../src/gatsby/content/collections"
import { readContentFiles } from "../../src/gatsby/content/content-files"
import type { SchemaSet } from "../../src/gatsby/content/schemas"
import { checkedSiteContent, type SiteContent } from "../../src/gatsby/content/site-content"

/** The checked content model of a content folder, read as a build reads it. */
export function readSiteContent(contentDir: string, schemas: SchemaSet, collections: Collection[], now: Date): SiteContent {
  return checkedSiteContent(readContentFiles(contentDir, collections), schemas, collections, now)
}
