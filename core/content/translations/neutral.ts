import type { SchemaKind } from "../schema-kind"
import type { JsonSchema } from "../schemas"

const neutralKinds: ReadonlySet<SchemaKind> = new Set(["image", "route", "reference", "choice", "flag", "integer", "number"])

/** What a schema says of languages: which values each language writes, and which are written once, in English. */
export interface Languages {
  /**
   * A language-neutral fact, written once, in the English file: what the schema marks "x-translatable": false
   * (routes, images, dates, phone numbers, figures), and by their nature numbers, true/false, choices from a list
   * (icons, section kinds), references to other entries, and lists of any of these (an article's related topics).
   */
  neutral: boolean
  /** What each file says of itself (its placeholders, whether it is a reviewed translation), never merged or missing. */
  perFile: boolean
  /**
   * Whether a value holds a neutral fact anywhere inside. A translated list of such values (therapy cards, each with
   * its image) gives its entries in the English order, and each is laid over its English entry; a list of words only
   * (paragraphs) may have as many entries as the language needs.
   */
  holdsNeutral: boolean
  /**
   * Whether a value holds words anywhere inside, which each language writes in its own file. A file that holds none
   * (moved-pages.yaml: addresses only) is written once, in English, and has no translations.
   */
  holdsWords: boolean
}

/** What a schema says of languages, from its own annotations and kind, its list's entries and all it holds. */
export function languagesOfSchema(schema: JsonSchema, kind: SchemaKind, items: Languages | undefined, children: Languages[]): Languages {
  const perFile = schema["x-per-file"] === true
  const translatable = schema["x-translatable"]
  const neutral = translatable !== undefined ? !translatable : kind === "list" ? Boolean(items?.neutral) : neutralKinds.has(kind)
  return {
    neutral,
    perFile,
    holdsNeutral: neutral || children.some((child) => child.holdsNeutral),
    holdsWords: !perFile && !neutral && (children.length === 0 ? schema.type === "string" : children.some((child) => child.holdsWords)),
  }
}
