import fs from "fs"
import path from "path"
import type { SchemaSet } from "./schemas"

/** A kind of YAML file under content/, as its schema's x-collection annotation describes it. */
export interface Collection {
  /** The schema's name: schemas/<name>.schema.json. */
  name: string
  /** What the editor calls it: the schema's title. */
  label: string
  /** The GraphQL type of its nodes: topic -> TopicYaml, about-page -> AboutPageYaml. */
  type: string
  file?: string
  folder?: string
  /** "/about" for a fixed page, "/{slug}" for a folder whose files each make a page. */
  route?: string
  template?: string
}

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())
}

/** The collections, in the order of their schemas' file names. */
export function loadCollections(schemas: SchemaSet): Collection[] {
  return [...schemas.files].flatMap(([file, schema]) => {
    const annotation = schema["x-collection"]
    if (!annotation) return []
    const name = file.replace(/\.schema\.json$/, "")
    return [{ name, label: schema.title ?? name, type: `${pascalCase(name)}Yaml`, ...annotation }]
  })
}

/** Whether a file (its path relative to content/, with forward slashes) belongs to the collection. */
export function holds(collection: Collection, relativePath: string): boolean {
  if (collection.file) return relativePath === collection.file
  return path.posix.dirname(relativePath) === collection.folder && relativePath.endsWith(".yaml")
}

export function collectionOf(collections: readonly Collection[], relativePath: string): Collection | undefined {
  return collections.find((collection) => holds(collection, relativePath))
}

/** A folder collection's files each make a page: content/topics/basti-therapy.yaml -> basti-therapy. */
export function slugOf(relativePath: string): string {
  return path.posix.basename(relativePath, ".yaml")
}

/** The address of the page a file makes, or undefined when it makes none. */
export function routeOfFile(collection: Collection, relativePath: string): string | undefined {
  return collection.route?.replace("{slug}", slugOf(relativePath))
}

/** Every YAML file under contentDir, as paths relative to it with forward slashes, in a stable order. */
export function listYamlFiles(contentDir: string): string[] {
  return (fs.readdirSync(contentDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join("/"))
    .filter((entry) => /\.ya?ml$/.test(entry))
    .sort()
}
