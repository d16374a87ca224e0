import path from "path"

// Gatsby runs from the site root and bundles this file elsewhere, so paths start at the working directory.
const root = process.cwd()

/** Folders the build reads; CONTENT_DIR lets a test build against a fixture content folder. */
export const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content")
export const schemaDir = path.join(root, "schemas")
