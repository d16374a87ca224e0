import type { Collection, SchemaSet } from "../../core"
import { checkedSiteContent, readContentFiles, type SiteContent } from "../../core"

/** The checked content model of a content folder, read as a build reads it. */
export function readSiteContent(contentDir: string, schemas: SchemaSet, collections: Collection[], now: Date): SiteContent {
  return checkedSiteContent(readContentFiles(contentDir, collections), schemas, collections, now)
}
