// What no page of this site may say, as code reviewed with every change, not content an editor can change.
//
// India's Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954 forbids advertising that claims to cure,
// treat or prevent the diseases in its Schedule, cancer, diabetes and heart disease among them; the Advertising
// Standards Council of India (ASCI) acts on such claims, and the Consumer Protection Act's guidelines on misleading
// advertisements require every claim to be substantiated. Rules are grouped by what a claim does, each family in its own
// file, in English, Marathi and Hindi; within a family, patterns are built from shared words (claim-words.ts), so that
// a new word for an old claim is caught by its family. Which negations make a claim honest is in claims-guard.ts.

import { locales, type Locale } from "../../../src/lib/locales"
import { actsOnDisease } from "./acts-on-disease"
import { end, start } from "./claim-words"
import type { ClaimFamily, Family } from "./family"
import { insteadOfOncologist } from "./instead-of-oncologist"
import { preventsDisease } from "./prevents-disease"
import { promisesOutcome } from "./promises-outcome"
import { promisesSafety } from "./promises-safety"
import { ranksItself } from "./ranks-itself"

export interface ClaimRule {
  family: ClaimFamily
  /** The language its words and its honest wording are in. Every rule reads every text, whatever its language. */
  language: Locale
  /** The words it refuses, as a case-insensitive pattern over a whole text. */
  pattern: RegExp
  /** Why the phrase is refused, completing "which ...". */
  why: string
  /** An honest wording to use instead. */
  instead: string
  /**
   * Whether a negation word beside it ("not", "cannot", नाही, नहीं) makes it honest. Not for a claim worded as a negation
   * ("no side effects"), which a negated claim ("we make no claim that") or subject ("no herb") still makes honest.
   */
  negatable: boolean
}

/** A phrase of a text that a rule refuses. */
export interface Claim {
  /** The words as a reader sees them (see `asRead` in claims-guard.ts). */
  phrase: string
  rule: ClaimRule
}

export const families: readonly Family[] = [actsOnDisease, preventsDisease, promisesOutcome, promisesSafety, insteadOfOncologist, ranksItself]

export const claimRules: readonly ClaimRule[] = locales.flatMap((language) =>
  families.flatMap(({ family, why, instead, patterns }) =>
    patterns[language].map((each) => {
      const source = typeof each === "string" ? each : each.selfNegated
      return {
        family,
        language,
        // Texts are matched in the form asRead gives them (claims-guard.ts), so a rule is written in that form too.
        pattern: new RegExp(`${start}(?:${source.normalize("NFKC")})${end}`, "giu"),
        why,
        instead: instead[language],
        negatable: typeof each === "string",
      }
    }),
  ),
)
