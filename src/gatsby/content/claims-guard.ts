import { fieldPath } from "./describe-schema-error"

/** A phrase as a whole-word, case-insensitive pattern: "cure" finds "Cure" but not "secure" or "procure". */
function phrasePattern(phrase: string): RegExp {
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu")
}

/** Every text value in a content file with its field path. */
function* texts(data: unknown, at = ""): Generator<[string, string]> {
  if (typeof data === "string") yield [fieldPath(at) || "(the file)", data]
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* texts(item, `${at}/${index}`)
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) yield* texts(value, `${at}/${key}`)
}

/** The forbidden phrases a file's texts use, one message per field and phrase. */
export function checkClaims(displayPath: string, data: unknown, phrases: readonly string[], listPath: string): string[] {
  const patterns = phrases.map((phrase) => [phrase, phrasePattern(phrase)] as const)
  const problems: string[] = []
  for (const [field, text] of texts(data)) {
    for (const [phrase, pattern] of patterns) {
      if (pattern.test(text)) {
        problems.push(`${displayPath}: ${field} says "${phrase}", which no page may claim (see ${listPath})`)
      }
    }
  }
  return problems
}
