import { isRecord } from "../../../lib/is-record"
import type { ResolvedSchema, SchemaSet } from "../schemas"
import { isNeutral, isPerFile } from "./neutral"
import { entryTwins, fieldTwins, type Twins } from "./twins"

type Neutral = (value: unknown, schema: ResolvedSchema) => unknown

function merged(twins: Twins, schemas: SchemaSet, neutral: Neutral): unknown {
  const { words, english, resolved } = twins
  if (isPerFile(resolved)) return words
  if (isNeutral(resolved, schemas)) return english === undefined ? undefined : neutral(english, resolved)
  if (words === undefined) return english === undefined ? undefined : merged({ ...twins, words: english }, schemas, neutral)
  if (isRecord(english) || isRecord(words)) {
    const fields: Record<string, unknown> = {}
    for (const [key, child] of fieldTwins(twins, schemas, "either")) {
      const value = child && merged(child, schemas, neutral)
      if (value !== undefined) fields[key] = value
    }
    return fields
  }
  if (Array.isArray(english)) {
    const entries = entryTwins(twins, schemas, "english")
    if (!entries) return Array.isArray(words) ? words : english
    return entries.map((entry) => merged(entry, schemas, neutral))
  }
  return words
}

/**
 * A page's content in a language: the translation's words laid over the English file's facts. Neutral facts always
 * come from English (through `neutral`, which may rewrite them, such as an image path made absolute); a word the
 * translation lacks falls back to English, and the translation report lists it.
 */
export function mergeTranslation(english: unknown, translation: unknown, start: ResolvedSchema, schemas: SchemaSet, neutral: Neutral = (value) => value): unknown {
  return merged({ words: translation, english, resolved: start, pointer: "" }, schemas, neutral)
}
