import { kindOf, type SchemaKind } from "../schema-kind"
import { objectProperties, type JsonSchema, type ResolvedSchema, type SchemaSet } from "../schemas"

const neutralKinds: ReadonlySet<SchemaKind> = new Set(["image", "route", "reference", "choice", "flag", "integer", "number"])

/**
 * A language-neutral fact is written once, in the English file: what the schema marks "x-translatable": false
 * (routes, images, dates, phone numbers, figures), and by their nature numbers, true/false, choices from a list
 * (icons, section kinds), references to other entries, and lists of any of these (an article's related topics).
 */
export function isNeutral(resolved: ResolvedSchema, schemas: SchemaSet): boolean {
  const { schema, file } = resolved
  if (schema["x-translatable"] !== undefined) return !schema["x-translatable"]
  const kind = kindOf(resolved)
  if (kind === "list") return schema.items !== undefined && isNeutral(schemas.resolve(schema.items, file), schemas)
  return neutralKinds.has(kind)
}

/** What each file says of itself (its placeholders, whether it is a reviewed translation), never merged or missing. */
export function isPerFile({ schema }: ResolvedSchema): boolean {
  return schema["x-per-file"] === true
}

function childSchemas(schema: JsonSchema): JsonSchema[] {
  const properties = objectProperties(schema).flatMap(({ schemas }) => schemas)
  return schema.items ? [...properties, schema.items] : properties
}

/**
 * Whether a value of this schema holds a neutral fact anywhere inside. A translated list of such values (therapy
 * cards, each with its image) gives its entries in the English order, and each is laid over its English twin; a
 * list of words only (paragraphs) may have as many entries as the language needs.
 */
export function holdsNeutral(resolved: ResolvedSchema, schemas: SchemaSet): boolean {
  if (isNeutral(resolved, schemas)) return true
  return childSchemas(resolved.schema).some((child) => holdsNeutral(schemas.resolve(child, resolved.file), schemas))
}

/**
 * Whether a value of this schema holds words anywhere inside, which each language writes in its own file. A file that
 * holds none (moved-pages.yaml: addresses only) is written once, in English, and has no translations.
 */
export function holdsWords(resolved: ResolvedSchema, schemas: SchemaSet): boolean {
  if (isPerFile(resolved) || isNeutral(resolved, schemas)) return false
  const children = childSchemas(resolved.schema)
  if (children.length === 0) return resolved.schema.type === "string"
  return children.some((child) => holdsWords(schemas.resolve(child, resolved.file), schemas))
}
