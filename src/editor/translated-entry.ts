import type { NeutralMask } from "../../core/browser"

/** The text a file was read from travels with the entry (the editor keeps keys it has no field for) until it is saved. */
export const sourceKey = "__source"

const devanagari = /[\u0900-\u097F]/

/**
 * Whether an entry is a translation. A file read in Marathi or Hindi (both written in Devanagari) tells by what it
 * holds: a translation, or an article written in that language alone, facts and all. A translation made in the editor
 * starts as a copy of the English entry, its source text and facts included, so there its words tell.
 */
export function isTranslation(entry: Record<string, unknown>, source: string, readAsTranslation: boolean): boolean {
  if (devanagari.test(source)) return readAsTranslation
  return readAsTranslation || devanagari.test(JSON.stringify(entry))
}

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

/** Whether a field, named as `placeholders` names it ("lastReviewed", "phones.calls", "therapies[0].image"), is a fact. */
function isFact(field: string, mask: NeutralMask | undefined): boolean {
  let inner = mask
  for (const key of field.replace(/\[\d+\]/g, "").split(".")) {
    if (inner === true) return true
    inner = inner?.[key]
  }
  return inner === true
}

/** What every translation says of itself, also while it is false: whether a native speaker has reviewed it. */
export const translationKeeps = ["reviewed"] as const

/**
 * The entry as its translation holds it: without the English file's facts, which a translation never repeats, nor the
 * stand-ins among them that a copy of the English entry would list under `placeholders`; unreviewed until a native
 * speaker's review records the English it was read against (a fingerprint, core/content/sign-off.ts).
 */
export function translationOf(entry: Record<string, unknown>, mask: NeutralMask | undefined): Record<string, unknown> {
  const reviewed = typeof entry.reviewed === "string" && entry.reviewed !== "" ? entry.reviewed : false
  const words: Record<string, unknown> = { ...(withoutFacts(entry, mask) as Record<string, unknown>), reviewed }
  const { placeholders } = words
  if (!Array.isArray(placeholders)) return words
  return { ...words, placeholders: placeholders.filter((field) => !isFact(String(field), mask)) }
}
