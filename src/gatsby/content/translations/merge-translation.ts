import { propertySchema, type ResolvedSchema, type SchemaSet } from "../schemas"
import { holdsNeutral, isNeutral, isPerFile } from "./neutral"

type Value = unknown
type Record_ = Record<string, unknown>
const isRecord = (value: Value): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A page's content in a language: the translation's words laid over the English file's facts. Neutral facts always
 * come from English (through `neutral`, which may rewrite them, such as an image path made absolute); a word the
 * translation lacks falls back to English, and the translation report lists it.
 */
export function mergeTranslation(
  english: Value,
  translation: Value,
  start: ResolvedSchema,
  schemas: SchemaSet,
  neutral: (value: Value, schema: ResolvedSchema) => Value = (value) => value,
): Value {
  if (isPerFile(start)) return translation
  if (isNeutral(start, schemas)) return english === undefined ? undefined : neutral(english, start)
  if (translation === undefined) return english === undefined ? undefined : mergeTranslation(english, english, start, schemas, neutral)
  const { schema, file } = start
  if (isRecord(english) || isRecord(translation)) {
    const base = isRecord(english) ? english : {}
    const words = isRecord(translation) ? translation : {}
    const merged: Record_ = {}
    for (const key of new Set([...Object.keys(base), ...Object.keys(words)])) {
      const property = propertySchema(schema, base, key) ?? propertySchema(schema, words, key)
      if (!property) continue
      const value = mergeTranslation(base[key], words[key], schemas.resolve(property, file), schemas, neutral)
      if (value !== undefined) merged[key] = value
    }
    return merged
  }
  if (Array.isArray(english) && schema.items) {
    const items = schemas.resolve(schema.items, file)
    if (!holdsNeutral(items, schemas)) return Array.isArray(translation) ? translation : english
    const words = Array.isArray(translation) ? translation : []
    return english.map((entry, index) => mergeTranslation(entry, words[index], items, schemas, neutral))
  }
  return translation
}
