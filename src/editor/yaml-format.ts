import { parse } from "yaml"
import { patchYaml, writeYaml } from "./patch-yaml"

/**
 * Where a collection keeps its language-neutral facts, which only its English files hold: `true` for a fact, an
 * object for what holds some; a list's mask is its items'.
 */
export type NeutralMask = true | { [key: string]: NeutralMask }

/** What the editor's YAML format of one collection must know, generated from its schema. */
export interface FormatDescription {
  /** The first line of the collection's English files and of their translations, which sit one folder deeper. */
  schemaLine: { english: string; translation: string }
  neutral: NeutralMask | undefined
}

/** The text a file was read from travels with the entry (the editor keeps keys it has no field for) until it is saved. */
export const sourceKey = "__source"

const devanagari = /[\u0900-\u097F]/

/** The entry without its language-neutral facts, which a translation never repeats. */
function withoutFacts(value: unknown, mask: NeutralMask | undefined): unknown {
  if (!mask) return value
  if (mask === true) return undefined
  if (Array.isArray(value)) return value.map((item) => withoutFacts(item, mask))
  if (!value || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, withoutFacts(inner, mask[key])] as const)
      .filter(([, inner]) => inner !== undefined),
  )
}

/**
 * Whether an entry is a translation. A file read as one is. A translation made in the editor starts as a copy of the
 * English entry, its source text and facts included, so its words tell: Marathi and Hindi are written in Devanagari.
 */
function isTranslation(entry: Record<string, unknown>, source: unknown, { schemaLine }: FormatDescription): boolean {
  if (typeof source === "string" && source.startsWith(`${schemaLine.translation}\n`)) return true
  return devanagari.test(JSON.stringify(entry))
}

/** Reads and writes a collection's YAML so that a save changes only what the editor changed. */
export function yamlFormat(description: FormatDescription) {
  return {
    fromFile(text: string): Record<string, unknown> {
      return { ...(parse(text) as Record<string, unknown>), [sourceKey]: text }
    },
    toFile(data: Record<string, unknown>): string {
      const { [sourceKey]: source, ...entry } = data
      const translated = isTranslation(entry, source, description)
      const schemaLine = translated ? description.schemaLine.translation : description.schemaLine.english
      const content = translated ? withoutFacts(entry, description.neutral) : entry
      if (typeof source === "string" && source.startsWith(`${schemaLine}\n`)) return patchYaml(source, content)
      return `${schemaLine}\n${writeYaml(content)}`
    },
  }
}
