import fs from "fs"
import path from "path"
import { defaultLocale, type Locale } from "../../src/lib/locales"
import { collectionOf, listContentFiles, splitContentPath, type Collection } from "./collections"
import { readMarkdownFile } from "./read-markdown"
import { ContentError, parseYaml } from "./read-yaml"

export interface ContentFile {
  relativePath: string
  /** The path an editor recognises: content/topics/basti-therapy.yaml. */
  displayPath: string
  absolutePath: string
  collection: Collection
  data: unknown
  /** The YAML text the data was read from: the whole file, or a Markdown file's front matter. */
  yaml: string
  locale: Locale
  /** The English file's path, which a translation mirrors: "topics/x.yaml" for "mr/topics/x.yaml" too. */
  source: string
  /**
   * The English file a translation mirrors, the one place that says a file is a translation. None for an English file,
   * an entry written in another language alone, a file of a collection that holds no words, or one whose English file
   * is missing or could not be read (the content check reports both).
   */
  original?: ContentFile
  /** A Markdown file's body (its data is the front matter), with the line of the file it starts on. */
  body?: { text: string; line: number }
  /** For health content a medical reviewer signs off: site.yaml's careFacts, which its words may name. */
  careFacts?: Record<string, unknown>
}

/** A YAML file's data, or a Markdown file's front matter and body. */
function readContentFile(absolutePath: string, displayPath: string): Pick<ContentFile, "data" | "yaml" | "body"> {
  if (!absolutePath.endsWith(".md")) {
    const yaml = fs.readFileSync(absolutePath, "utf8")
    return { data: parseYaml(yaml, displayPath), yaml }
  }
  const { data, frontMatter, body, bodyLine } = readMarkdownFile(absolutePath, displayPath)
  return { data, yaml: frontMatter, body: { text: body, line: bodyLine } }
}

/** What readContentFiles finds: every file's path, the files it could read, and why it could not read the others. */
export interface ContentRead {
  /** The folder's name as messages give it: content. */
  displayRoot: string
  relativePaths: string[]
  files: ContentFile[]
  problems: string[]
}

/** Every content file under contentDir, in every language, parsed, with one message for each file that is unreadable or belongs nowhere. */
export function readContentFiles(contentDir: string, collections: readonly Collection[]): ContentRead {
  const displayRoot = path.basename(contentDir)
  const relativePaths = listContentFiles(contentDir)
  const files: ContentFile[] = []
  const problems: string[] = []
  for (const relativePath of relativePaths) {
    const displayPath = `${displayRoot}/${relativePath}`
    const collection = collectionOf(collections, relativePath)
    if (!collection) {
      problems.push(`${displayPath}: this file is not part of the site's content (see README, "Where content lives")`)
      continue
    }
    const absolutePath = path.join(contentDir, relativePath)
    try {
      files.push({ relativePath, displayPath, absolutePath, collection, ...readContentFile(absolutePath, displayPath), ...splitContentPath(relativePath) })
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(error.message)
    }
  }
  const english = new Map(files.filter(({ locale }) => locale === defaultLocale).map((file) => [file.source, file]))
  for (const file of files) if (file.locale !== defaultLocale && file.collection.translated) file.original = english.get(file.source)
  // A medical sign-off covers the numbers a card shows ({emergency} as 112), which site.yaml holds once for every card.
  const careFacts = (english.get("site.yaml")?.data as { careFacts?: Record<string, unknown> } | null | undefined)?.careFacts
  for (const file of files) if (file.collection.signedOff) file.careFacts = careFacts
  return { displayRoot, relativePaths, files, problems }
}
