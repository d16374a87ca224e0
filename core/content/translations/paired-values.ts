import { isRecord } from "../../../src/lib/is-record"
import type { SchemaNode } from "../schema-tree"

/** A value of a translated file beside the same value of its English file, with their schema and where they are. */
export interface PairedValues {
  words: unknown
  english: unknown
  node: SchemaNode
  /** The JSON pointer of both, such as /sections/1/cards/0. */
  pointer: string
}

/**
 * The fields of a group of fields in both files, each with its schema (from the English file's kind of section, else
 * the translation's), or with none where the schema does not know the field. `keys` says whose fields are walked: the
 * translation's, the English file's, or those of either.
 */
export function pairedFields({ words, english, node, pointer }: PairedValues, keys: "words" | "english" | "either"): [string, PairedValues | undefined][] {
  const ownWords = isRecord(words) ? words : {}
  const base = isRecord(english) ? english : {}
  const names = keys === "words" ? Object.keys(ownWords) : keys === "english" ? Object.keys(base) : [...new Set([...Object.keys(base), ...Object.keys(ownWords)])]
  return names.map((key) => {
    const child = node.property(base, key) ?? node.property(ownWords, key)
    return [key, child && { words: ownWords[key], english: base[key], node: child, pointer: `${pointer}/${key}` }]
  })
}

/**
 * The entries of a list in both files, paired by place, counted in `counted`'s list. Only a list whose entries hold a
 * neutral fact is paired (therapy cards, each with its image): a translation gives its entries in the English order.
 * A list of words alone (paragraphs) may have as many entries as the language needs, and is not paired: undefined.
 */
export function pairedEntries({ words, english, node, pointer }: PairedValues, counted: "words" | "english"): PairedValues[] | undefined {
  const { items } = node
  if (!items?.holdsNeutral) return undefined
  const [ownWords, base] = [words, english].map((list) => (Array.isArray(list) ? list : []))
  return (counted === "words" ? ownWords : base).map((_, index) => ({ words: ownWords[index], english: base[index], node: items, pointer: `${pointer}/${index}` }))
}
