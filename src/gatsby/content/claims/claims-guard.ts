import { fieldPath } from "../describe-schema-error"
import type { Locale } from "../../../lib/locales"
import { claimRules, type ClaimRule } from "./claim-rules"

export interface Claim {
  /** The words as a reader sees them (see `asRead`). */
  phrase: string
  rule: ClaimRule
}

// An honest negation stands just before the phrase ("is not a cure", "cannot guarantee", "does not replace
// chemotherapy", "is not intended to cure"), with at most two small words between. "Not only" is no negation: only
// and just are not among the words allowed between, so "not only cures" is refused.
const negationBefore =
  /(?:^|[^\p{L}])(?:not|never|no|cannot|can't|can ?not|don't|doesn't|isn't|aren't|wasn't|won't|wouldn't|nor|without)\s+(?:(?:a|an|the|any|be|been|to|claim|claims|promise|promises|offer|offers|intended|meant|able|always|yet|proven|shown|known|found|designed|used)\s+){0,2}$/iu
// Marathi and Hindi negate after the verb: "बरा करत नाही", "गारंटी नहीं देते", "कैंसर को रोकने का कोई दावा नहीं".
// Between phrase and negation stand only the helping words of such a sentence (at most four), so a claim followed by
// "यात शंका नाही" or "झूठ नहीं" ("no doubt", "no lie") is still refused. Nor is a negation that asks ("नाही का?") or
// means "otherwise" ("नहीं तो", "नाही तर"), or one after the sentence has ended.
const helpingWordsMr = "असा|अशी|असे|दावा|वचन|आम्ही|करत|करता|करू|करणार|शकत|शकतो|शकते|शकतात|येत|देत|देऊ|देता|होत|होऊ|जात|जाऊ|कधीच|कधीही|अजिबात|मुळीच|कोणताही|कोणतीही|कोणतेही"
const helpingWordsHi = "का|की|के|को|कोई|ऐसा|ऐसी|दावा|वादा|हम|कर|करते|करता|करती|सकते|सकता|सकती|है|हैं|जा|जाता|जाती|जाते|पाते|पाता|पाती|देते|देता|देती|हो|होता|होती|होते|कभी|बिल्कुल|भी"
const negationAfter = new RegExp(
  String.raw`^\s*(?:(?:${helpingWordsMr}|${helpingWordsHi})\s+){0,4}(?:नाही|नाहीत|नये|नका|नहीं|नही)(?![\p{L}\p{M}])(?!\s*(?:का|क्या|तो|तर)?\s*\?)(?!\s+(?:तो|तर)(?![\p{L}\p{M}]))`,
  "u",
)
const sentenceEnd = /[.!?।]$/u

function negated(text: string, index: number, phrase: string): boolean {
  return (
    negationBefore.test(text.slice(Math.max(0, index - 60), index)) ||
    (!sentenceEnd.test(phrase) && negationAfter.test(text.slice(index + phrase.length)))
  )
}

/**
 * A text as a reader sees it, so the rules cannot be talked around by what does not show: invisible characters (a
 * soft hyphen or zero-width space inside "cu\u00adres", a zero-width joiner inside गारंटी) are dropped, any run of
 * spaces, no-break spaces or line breaks is one space ("instead of" at the end of a Markdown line, "chemotherapy" on
 * the next), and look-alike forms are folded to the plain ones (full-width letters, a precomposed nukta).
 */
function asRead(text: string): string {
  return text.normalize("NFKC").replace(/\p{Cf}/gu, "").replace(/\s+/gu, " ")
}

/**
 * Every forbidden claim in a text, its own language's rules first. Marathi and Hindi share some words (चमत्कार,
 * १०० %): a phrase that rules of both refuse is told once, with the honest wording in the text's language.
 */
export function findClaims(written: string, language?: Locale): Claim[] {
  const text = asRead(written)
  const ownFirst = [...claimRules].sort((a, b) => Number(b.language === language) - Number(a.language === language))
  const told = new Set<string>()
  const notYetTold = (match: RegExpMatchArray) => {
    const span = `${match.index}:${match[0]}`
    if (told.has(span)) return false
    told.add(span)
    return true
  }
  return ownFirst.flatMap((rule) =>
    Array.from(text.matchAll(rule.pattern))
      .filter((match) => !(rule.negatable && negated(text, match.index!, match[0])))
      .filter(notYetTold)
      .map((match) => ({ phrase: match[0], rule })),
  )
}

/** What an editor reads of a claim: where it is, the phrase, why it is refused and what to write instead. */
export function claimSentence(field: string, { phrase, rule }: Claim): string {
  return `${field} says "${phrase}", which ${rule.why}. Write instead: ${rule.instead}`
}

/** The sentence the build prints: the file, then the claim. */
export function describeClaim(displayPath: string, field: string, claim: Claim): string {
  return `${displayPath}: ${claimSentence(field, claim)}`
}

/** Every text value in a content file with its field path. */
function* texts(data: unknown, at = ""): Generator<[string, string]> {
  if (typeof data === "string") yield [fieldPath(at) || "(the file)", data]
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* texts(item, `${at}/${index}`)
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) yield* texts(value, `${at}/${key}`)
}

/** The forbidden claims in every text of a content file's data, with the field each is in. */
export function claimsIn(data: unknown, language: Locale): { field: string; claim: Claim }[] {
  return [...texts(data)].flatMap(([field, text]) => findClaims(text, language).map((claim) => ({ field, claim })))
}

/** The forbidden claims in every text of a content file, one message per field and phrase. */
export function checkClaims(displayPath: string, data: unknown, language: Locale): string[] {
  return claimsIn(data, language).map(({ field, claim }) => describeClaim(displayPath, field, claim))
}
