import crypto from "crypto"
import path from "path"
import { defaultLocale } from "../../src/lib/locales"
import { recallClaims, rememberClaims } from "../checks/claims/claims-memory"
import { loadCollections, type Collection } from "../content/collections"
import { readContentFiles, type ContentRead } from "../content/content-files"
import { SchemaSet } from "../content/schemas"
import { siteContentOf, type SiteContent } from "../content/site-content"
import { checkedSiteContent } from "./checked-site-content"

// Gatsby runs from the site root and bundles this file elsewhere, so paths start at the working directory.
const root = process.cwd()

/** Folders the build reads; CONTENT_DIR lets a test build against a fixture content folder. */
export const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content")
export const schemaDir = path.join(root, "schemas")
/**
 * What the claims guard found in the last check (claims-memory.ts), in the .prebuilt folder beside the content: not in
 * .cache, which Gatsby empties after the check on a cold build or a change of its configuration.
 */
const claimsMemoryFile = path.join(path.dirname(contentDir), ".prebuilt/claims-found.json")

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

/**
 * Where a build's own process leaves, for the processes it starts afterwards (Gatsby's workers load gatsby-config
 * again), which content it has checked: a digest of every content file's path and text, in the environment they
 * inherit.
 */
const checkedContent = "SITE_CONTENT_CHECKED"

function digestOf({ relativePaths, files }: ContentRead): string {
  const hash = crypto.createHash("sha256").update(relativePaths.join("\0"))
  for (const file of files) hash.update(`\0${file.yaml}\0${file.body?.text ?? ""}`)
  return hash.digest("hex")
}

const readContent = () => {
  const { schemas, collections } = siteSchemas()
  const read = readContentFiles(contentDir, collections)
  const digest = digestOf(read)
  // A process that reads the very files its build's process checked takes them as they are: checking them again took
  // 2.7 s of every build. Files changed since (an editor saving during the build) are checked again.
  if (process.env[checkedContent] === digest) return siteContentOf(read, schemas, collections)
  recallClaims(claimsMemoryFile)
  try {
    const content = checkedSiteContent(read, schemas, collections, new Date())
    process.env[checkedContent] = digest
    return content
  } finally {
    rememberClaims(claimsMemoryFile)
  }
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

/** The address the site is published at, without a trailing slash: SITE_URL where the build sets it, else site.yaml's url. */
export function siteUrlOf(content: Pick<SiteContent, "entry">): string {
  const { url } = content.entry("site.yaml", defaultLocale)!.content as { url: string }
  return (process.env.SITE_URL || url).replace(/\/$/, "")
}
