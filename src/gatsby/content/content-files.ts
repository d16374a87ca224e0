import path from "path"
import type { Locale } from "../../lib/locales"
import { collectionOf, listYamlFiles, splitContentPath, type Collection } from "./collections"
import { ContentError, readYamlFile } from "./read-yaml"

export interface ContentFile {
  relativePath: string
  /** The path an editor recognises: content/topics/basti-therapy.yaml. */
  displayPath: string
  absolutePath: string
  collection: Collection
  data: unknown
  locale: Locale
  /** The English file's path, which a translation mirrors: "topics/x.yaml" for "mr/topics/x.yaml" too. */
  source: string
}

/** Every YAML file under contentDir, in every language, parsed, with one message for each file that is unreadable or belongs nowhere. */
export function readContentFiles(contentDir: string, collections: readonly Collection[]) {
  const displayRoot = path.basename(contentDir)
  const files: ContentFile[] = []
  const problems: string[] = []
  for (const relativePath of listYamlFiles(contentDir)) {
    const displayPath = `${displayRoot}/${relativePath}`
    const collection = collectionOf(collections, relativePath)
    if (!collection) {
      problems.push(`${displayPath}: this file is not part of the site's content (see README, "Where content lives")`)
      continue
    }
    const absolutePath = path.join(contentDir, relativePath)
    try {
      const data = readYamlFile(absolutePath, displayPath)
      files.push({ relativePath, displayPath, absolutePath, collection, data, ...splitContentPath(relativePath) })
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(error.message)
    }
  }
  return { files, problems }
}
