import { isRecord } from "../../../src/lib/is-record"
import type { SchemaNode } from "../schema-tree"
import { pairedEntries, pairedFields, type PairedValues } from "./paired-values"

type Neutral = (value: unknown, node: SchemaNode) => unknown

function merged(paired: PairedValues, neutral: Neutral): unknown {
  const { words, english, node } = paired
  if (node.perFile) return words
  if (node.neutral) return english === undefined ? undefined : neutral(english, node)
  if (words === undefined) return english === undefined ? undefined : merged({ ...paired, words: english }, neutral)
  if (isRecord(english) || isRecord(words)) {
    const fields: Record<string, unknown> = {}
    for (const [key, child] of pairedFields(paired, "either")) {
      const value = child && merged(child, neutral)
      if (value !== undefined) fields[key] = value
    }
    return fields
  }
  if (Array.isArray(english)) {
    const entries = pairedEntries(paired, "english")
    if (!entries) return Array.isArray(words) ? words : english
    return entries.map((entry) => merged(entry, neutral))
  }
  return words
}

/**
 * A page's content in a language: the translation's words laid over the English file's facts. Neutral facts always
 * come from English (through `neutral`, which may rewrite them, such as an image path made absolute); a word the
 * translation lacks falls back to English, and the translation report lists it.
 */
export function mergeTranslation(english: unknown, translation: unknown, tree: SchemaNode, neutral: Neutral = (value) => value): unknown {
  return merged({ words: translation, english, node: tree, pointer: "" }, neutral)
}
