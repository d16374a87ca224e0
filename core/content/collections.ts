import fs from "fs"
import path from "path"
import { defaultLocale, isLocale, type Locale } from "../../src/lib/locales"
import { schemaTree, type SchemaNode } from "./schema-tree"
import { notWordsMask, unsignedMask, type NotWordsMask } from "./sign-off"
import type { CollectionAnnotation, SchemaSet } from "./schemas"

/** A kind of content file under content/, as its schema's x-collection annotation describes it. */
export interface Collection extends CollectionAnnotation {
  /** The schema's name: schemas/<name>.schema.json. */
  name: string
  /** What the editor calls it: the schema's title. */
  label: string
  /** The GraphQL type of its nodes, in every language: topic -> TopicYaml, about-page -> AboutPageYaml, article -> ArticleMarkdown. */
  type: string
  /** Whether its files hold words, which content/mr/ and content/hi/ translate; a file of addresses alone is written once. */
  translated: boolean
  /** Its schema, resolved into the tree its files are read with. */
  tree: SchemaNode
  /** What of its files is not words (facts, dates, what a file says of itself): left out of a sign-off's fingerprint. */
  notWords: NotWordsMask | undefined
  /** What of its files a medical sign-off leaves out (their own fields, dates and pictures). */
  unsigned: NotWordsMask | undefined
  /** Whether its files are health content a medical reviewer signs off: its schema has signedWords. */
  signedOff: boolean
}

/** A GraphQL type's name from a schema's or field's: about-page -> AboutPage, care_card -> CareCard. */
export function pascalCase(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _separator, letter: string) => letter.toUpperCase())
}

/** The collections, in the order of their schemas' file names. */
export function loadCollections(schemas: SchemaSet): Collection[] {
  return [...schemas.files].flatMap(([file, schema]) => {
    const annotation = schema["x-collection"]
    if (!annotation) return []
    const name = file.replace(/\.schema\.json$/, "")
    const kind = annotation.format === "markdown" ? "Markdown" : "Yaml"
    const tree = schemaTree(schemas, name)
    const signedOff = tree.properties.some((property) => property.name === "signedWords")
    return [{ name, label: schema.title ?? name, type: `${pascalCase(name)}${kind}`, translated: tree.holdsWords, tree, notWords: notWordsMask(tree), unsigned: unsignedMask(tree), signedOff, ...annotation }]
  })
}

/**
 * A content path's language and the path of the English file it mirrors: "mr/topics/x.yaml" is the Marathi of
 * "topics/x.yaml"; "topics/x.yaml" is English.
 */
export function splitContentPath(relativePath: string): { locale: Locale; source: string } {
  const [first, ...rest] = relativePath.split("/")
  if (isLocale(first) && first !== defaultLocale && rest.length > 0) return { locale: first, source: rest.join("/") }
  return { locale: defaultLocale, source: relativePath }
}

/** The collection of a file in any language: the one whose file it is, or the folder it is in with their extension. */
export function collectionOf(collections: readonly Collection[], relativePath: string): Collection | undefined {
  const { source } = splitContentPath(relativePath)
  return collections.find(({ file, folder, format }) =>
    file ? source === file : path.posix.dirname(source) === folder && source.endsWith(format === "markdown" ? ".md" : ".yaml"),
  )
}

/** A folder collection's files each make a page: content/topics/basti-therapy.yaml -> basti-therapy. */
export function slugOf(relativePath: string): string {
  return path.posix.basename(relativePath).replace(/\.(yaml|md)$/, "")
}

/** The address, in English form, of the page a file makes (by the English path it has or mirrors), if it makes one. */
export function routeOfSource(collection: Collection, source: string): string | undefined {
  return collection.route?.replace("{slug}", slugOf(source))
}

/** Every content file (YAML or Markdown) under contentDir, as paths relative to it with forward slashes, in a stable order. */
export function listContentFiles(contentDir: string): string[] {
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => /\.(ya?ml|md)$/.test(entry))
    .sort()
}
