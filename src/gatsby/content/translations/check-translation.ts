import { fieldPath, unknownField } from "../describe-schema-error"
import { propertySchema, type ResolvedSchema, type SchemaSet } from "../schemas"
import { holdsNeutral, isNeutral, isPerFile } from "./neutral"

/**
 * What is wrong in a translated file, beyond what its schema says of the merged result: a fact that must stay in the
 * English file, a field the schema does not know, or more entries than the English list they lie over.
 */
export function checkTranslation(translation: unknown, english: unknown, start: ResolvedSchema, schemas: SchemaSet, englishPath: string): string[] {
  const problems: string[] = []
  const visit = (words: unknown, base: unknown, resolved: ResolvedSchema, pointer: string) => {
    const { schema, file } = resolved
    // A list or a group of fields where the schema asks for something else is left to the schema check, which says
    // what the value should be.
    if (Array.isArray(words)) {
      if (!schema.items) return
      const items = schemas.resolve(schema.items, file)
      if (!holdsNeutral(items, schemas)) return
      const baseList = Array.isArray(base) ? base : []
      if (words.length > baseList.length) {
        problems.push(`${fieldPath(pointer)} has ${words.length} entries, but ${englishPath} has ${baseList.length}; a translation gives the same entries, in the same order`)
      }
      words.forEach((word, index) => visit(word, baseList[index], items, `${pointer}/${index}`))
    } else if (words && typeof words === "object" && (schema.type ?? "object") === "object") {
      const record = words as Record<string, unknown>
      const baseRecord = (base && typeof base === "object" ? base : {}) as Record<string, unknown>
      for (const [key, value] of Object.entries(record)) {
        const property = propertySchema(schema, baseRecord, key) ?? propertySchema(schema, record, key)
        if (!property) {
          // The English entry holds the fields that apply to it, those of its kind of section among them.
          problems.push(unknownField(pointer, key, [...Object.keys(schema.properties ?? {}), ...Object.keys(baseRecord)]))
          continue
        }
        const child = schemas.resolve(property, file)
        if (isPerFile(child)) continue
        if (isNeutral(child, schemas)) {
          problems.push(`${fieldPath(pointer, key)} is written once, in ${englishPath}; remove it from the translation`)
          continue
        }
        visit(value, baseRecord[key], child, `${pointer}/${key}`)
      }
    }
  }
  visit(translation, english, start, "")
  return problems
}

/**
 * Words a translation gives exactly as the English file has them, in Latin letters alone: an editor's copy of the
 * English waiting to be translated, which a page would show in English. (Words the English also writes in Devanagari,
 * or in digits alone, are not.)
 */
const stillEnglish = (words: unknown, base: unknown) =>
  typeof words === "string" && words === base && /\p{Script=Latin}/u.test(words) && !/\p{Script=Devanagari}/u.test(words)

/** The English file's words that the translation does not give, or gives still in English: the page shows them in English. */
export function missingWords(translation: unknown, english: unknown, start: ResolvedSchema, schemas: SchemaSet): string[] {
  const missing: string[] = []
  const visit = (words: unknown, base: unknown, resolved: ResolvedSchema, pointer: string) => {
    // An empty English list (no closures coming) has no words to give.
    if (isNeutral(resolved, schemas) || isPerFile(resolved) || base === undefined || (Array.isArray(base) && base.length === 0)) return
    if (words === undefined) {
      missing.push(fieldPath(pointer) || "(the whole file)")
      return
    }
    if (stillEnglish(words, base)) {
      missing.push(`${fieldPath(pointer)} (still in English)`)
      return
    }
    const { schema, file } = resolved
    if (Array.isArray(base) && schema.items) {
      const items = schemas.resolve(schema.items, file)
      if (holdsNeutral(items, schemas)) base.forEach((entry, index) => visit((words as unknown[])[index], entry, items, `${pointer}/${index}`))
    } else if (base && typeof base === "object") {
      for (const [key, value] of Object.entries(base as Record<string, unknown>)) {
        const property = propertySchema(schema, base as Record<string, unknown>, key)
        if (property) visit((words as Record<string, unknown>)[key], value, schemas.resolve(property, file), `${pointer}/${key}`)
      }
    }
  }
  visit(translation, english, start, "")
  return missing
}
