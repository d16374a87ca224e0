import { isRecord } from "../../../src/lib/is-record"
import { fieldPath } from "../../content/field-path"
import { unknownField } from "../describe-schema-error"
import type { SchemaNode } from "../../content/schema-tree"
import { pairedEntries, pairedFields, type PairedValues } from "../../content/translations/paired-values"

/**
 * What is wrong in a translated file, beyond what its schema says of the merged result: a fact that must stay in the
 * English file, a field the schema does not know, or more entries than the English list they lie over.
 */
export function checkTranslation(translation: unknown, english: unknown, tree: SchemaNode, englishPath: string): string[] {
  const problems: string[] = []
  const visit = (paired: PairedValues) => {
    const { words, english, node, pointer } = paired
    // A list or a group of fields where the schema asks for something else is left to the schema check, which says
    // what the value should be.
    if (Array.isArray(words)) {
      const entries = pairedEntries(paired, "words")
      if (!entries) return
      const englishCount = Array.isArray(english) ? english.length : 0
      if (words.length > englishCount) {
        problems.push(
          `${fieldPath(pointer)} has ${words.length} entries, but ${englishPath} has ${englishCount}; a translation gives the same entries, in the same order`,
        )
      }
      entries.forEach(visit)
    } else if (isRecord(words) && (node.schema.type ?? "object") === "object") {
      for (const [key, child] of pairedFields(paired, "words")) {
        if (!child) {
          // The English entry holds the fields that apply to it, those of its kind of section among them.
          problems.push(unknownField(pointer, key, [...Object.keys(node.schema.properties ?? {}), ...Object.keys(isRecord(english) ? english : {})]))
          continue
        }
        if (child.node.perFile) continue
        if (child.node.neutral) problems.push(`${fieldPath(pointer, key)} is written once, in ${englishPath}; remove it from the translation`)
        else visit(child)
      }
    }
  }
  visit({ words: translation, english, node: tree, pointer: "" })
  return problems
}

/**
 * Words a translation gives exactly as the English file has them, in Latin letters alone: an editor's copy of the
 * English waiting to be translated, which a page would show in English. (Words the English also writes in Devanagari,
 * or in digits alone, are not.)
 */
const stillEnglish = (words: unknown, base: unknown) =>
  typeof words === "string" && words === base && /\p{Script=Latin}/u.test(words) && !/\p{Script=Devanagari}/u.test(words)

/** Whether an English entry holds facts alone (a care section is its kind and the card it names): nothing to translate. */
const wordless = (paired: PairedValues) =>
  isRecord(paired.english) && [...pairedFields(paired, "english")].every(([, child]) => !child || child.node.neutral || child.node.perFile)

/** The English file's words that the translation does not give, or gives still in English: the page shows them in English. */
export function missingWords(translation: unknown, english: unknown, tree: SchemaNode): string[] {
  const missing: string[] = []
  const visit = (paired: PairedValues) => {
    const { words, english, node, pointer } = paired
    // An empty English list (no closures coming) has no words to give.
    if (node.neutral || node.perFile || english === undefined || (Array.isArray(english) && english.length === 0)) return
    if (words === undefined) {
      if (!wordless(paired)) missing.push(fieldPath(pointer) || "(the whole file)")
    } else if (stillEnglish(words, english)) {
      missing.push(`${fieldPath(pointer)} (still in English)`)
    } else if (Array.isArray(english)) {
      pairedEntries(paired, "english")?.forEach(visit)
    } else if (isRecord(english)) {
      for (const [, child] of pairedFields(paired, "english")) if (child) visit(child)
    }
  }
  visit({ words: translation, english, node: tree, pointer: "" })
  return missing
}
