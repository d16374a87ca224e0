import type { Locale } from "../../../src/lib/locales"

/** What a claim does. */
export type ClaimFamily =
  | "acts on a disease"
  | "prevents a disease"
  | "promises an outcome"
  | "promises safety"
  | "instead of the oncologist"
  | "ranks itself above others"

/** A claim worded as a negation ("no side effects", "पसरू देत नाही"). */
interface SelfNegated {
  selfNegated: string
}

/** A family of claims: why each is refused, an honest wording, and its patterns in each language. */
export interface Family {
  family: ClaimFamily
  why: string
  instead: Record<Locale, string>
  patterns: Record<Locale, (string | SelfNegated)[]>
}
