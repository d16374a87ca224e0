import { fieldPath } from "../../content/field-path"
import type { Locale } from "../../../src/lib/locales"
import { claimRules, type Claim, type ClaimRule } from "./claim-rules"
import { foundOnce } from "./found-claims"

// Which negations make a claim honest, by the structure of the sentence rather than by the claim's words. A negation
// word beside the claim (1, 2) unsays a negatable claim; a negated claim (3) or subject (4) unsays any claim, one worded
// as a negation too ("no side effects"). A superlative that ranks nothing is no claim at all (ranks-itself.ts).
//
// 1. A negation word just before the claim, with at most two small words between ("is not a cure", "cannot guarantee",
//    "does not replace chemotherapy", "is not intended to cure"), or before a verb the claim is coordinated with ("does
//    not provide medical advice or promise outcomes"). "Not only" is no negation: only and just are not among the words
//    allowed between, so "not only cures" is refused.
const negator = "not|never|no|cannot|can't|can ?not|don't|doesn't|isn't|aren't|wasn't|won't|wouldn't|nor|without|nothing|none"
const small = "a|an|the|any|be|been|to|claim|claims|promise|promises|offer|offers|intended|meant|able|always|yet|proven|shown|known|found|designed|used|ever"
const negationBefore = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:(?:${negator})|(?:not|never)\s+(?!only|just)(?:[\p{L}'’]+,?\s+){1,4}(?:or|nor))\s+(?:(?:${small})\s+){0,2}$`,
  "iu",
)
// 2. Marathi and Hindi negate after the verb: "बरा करत नाही", "गारंटी नहीं देते", "कैंसर को रोकने का कोई दावा नहीं".
//    Between phrase and negation stand only the helping words of such a sentence (at most four), so a claim followed
//    by "यात शंका नाही" or "झूठ नहीं" ("no doubt", "no lie") is still refused. Nor is a negation that asks ("नाही का?")
//    or means "otherwise" ("नहीं तो", "नाही तर"), or one after the sentence has ended.
const helpingWordsMr = "असा|अशी|असे|दावा|वचन|आम्ही|करत|करता|करू|करणार|शकत|शकतो|शकते|शकतात|येत|देत|देऊ|देता|होत|होऊ|जात|जाऊ|कधीच|कधीही|अजिबात|मुळीच|कोणताही|कोणतीही|कोणतेही"
const helpingWordsHi = "का|की|के|को|कोई|ऐसा|ऐसी|दावा|वादा|हम|कर|करते|करता|करती|सकते|सकता|सकती|है|हैं|जा|जाता|जाती|जाते|पाते|पाता|पाती|देते|देता|देती|हो|होता|होती|होते|कभी|बिल्कुल|भी"
const negationWordAfter = String.raw`(?:नाही|नाहीत|नये|नका|नहीं|नही)(?![\p{L}\p{M}])(?!\s*(?:का|क्या|तो|तर)?\s*\?)(?!\s+(?:तो|तर)(?![\p{L}\p{M}]))`
const negationAfter = new RegExp(String.raw`^\s*(?:(?:${helpingWordsMr}|${helpingWordsHi})\s+){0,4}${negationWordAfter}`, "u")
const sentenceEnd = /[.!?।]$/u

// 3. A negated claim governs its clause: "we make no claim that these herbs are free of side effects", "it is not true
//    that", "no one can promise that"; in Marathi and Hindi before a "that" (की, कि) or after the claim ("... असा आमचा
//    दावा नाही", "... यह हम नहीं कहते", "... राहत का वादा नहीं"). The speaker is the centre or no one, so "doctors don't
//    tell you that it cures" is still refused; the clause ends at a stop or a "but".
//    Only helping words stand between speaker, negation and claim, so "we never stop saying that", "it is not merely
//    true that" and "we make no false claims that" still assert it, and so does "we can't claim enough that".
const helping = "do|does|did|will|would|can|could|shall|should|may|might|must|is|are|was|were|have|has|had|make|makes|made"
const speaker = String.raw`(?:(?:we|i|it|there|our \p{L}+|this (?:site|website|page|article|centre|center))\s+(?:(?:${helping})\s+){0,2}?(?:${negator})|no one|nobody|none of us|nothing(?: here)?)`
const beforeSaying = "a|an|any|the|such|do|ever|to|want to|wish to|mean to|intend to|make|makes|made"
const saying = "claim|say|promise|suggest|pretend|imply|guarantee|tell|assert|state|true|the case"
const restOfClause = String.raw`(?:(?!\b(?:but|yet|however|although|though|whereas|so|because|instead)\b|,\s*and\b)[^.;:!?।])*$`
const negatedClaim = new RegExp(
  String.raw`(?:^|[^\p{L}])${speaker}\s+(?:(?:${beforeSaying})\s+){0,2}?(?:${saying})\p{L}*(?!\s+enough)\s+${restOfClause}`,
  "iu",
)
const claimWord = "दावा|वादा|वचन|हमी|गारंटी"
const sayingWord = "कह|सांग|म्हण"
const negatedClaimThat = new RegExp(
  String.raw`(?:(?:${claimWord}|${sayingWord})\S*\s+(?:\S+\s+){0,2}?(?:नहीं|नही|नाही)|(?:नहीं|नही|नाही)\s+(?:\S+\s+)?(?:${sayingWord})\S*)\s+(?:\S+\s+){0,2}?(?:कि|की)\s[^।.?!]*$`,
  "u",
)
// A "false" claim that is denied ("हा खोटा दावा नाही", "यह झूठा दावा नहीं है") is asserted; so is one that "but"
// hands to someone else ("यह हम नहीं कहते बल्कि मरीज़ कहते हैं").
const notFalse = String.raw`(?!(?:झूठ|खोट|गलत|ग़लत|चुकीच)\S*)`
const handedOn = String.raw`(?![^।.?!]*(?<![\p{L}\p{M}])(?:बल्कि|लेकिन|परंतु|पण)(?![\p{L}\p{M}]))`
const negatedClaimAfter = new RegExp(
  String.raw`^(?:[^।.?!]*?(?<![\p{L}\p{M}])(?:असा|असे|अशी|ऐसा|ऐसी|ऐसे|यह)\s+(?:${notFalse}\S+\s+){0,2}?|\s*(?:${notFalse}[^\s।.?!,]+\s+){0,2}?)(?:(?:${claimWord}|${sayingWord})\S*\s+(?:${notFalse}\S+\s+){0,3}?${negationWordAfter}|(?:नहीं|नही|नाही)\s+(?:\S+\s+)?(?:${sayingWord})\S*)${handedOn}`,
  "u",
)

// 4. A negated subject: "No therapy here replaces your oncologist's care", "Nothing here replaces...", "None of our
//    therapies cures...". Not "no one else", "nothing but", "no wonder", "no doubt", "no more": they assert the claim.
const notNegatingSubject = String.raw`else|other|others|but|except|than|less|short|wonder|doubt\p{L}*|question|matter|deny|denies|denied|more|better|longer|and|when|if|because|so|since|while|although|though|whereas|unless|until|then|yet|compares?|like|as|too|fail\p{L}*`
const negatedSubject = new RegExp(
  String.raw`(?:^|[.;:!?,]\s*)(?:no|nothing|none|neither|nobody|no one|not one|not a single)(?:\s+(?!(?:${notNegatingSubject})(?![\p{L}]))[\p{L}\p{N}'’-]+){0,6}\s*$`,
  "iu",
)

/** Whether the sentence around a phrase unsays it. */
function unsaid(rule: ClaimRule, text: string, index: number, phrase: string): boolean {
  const before = text.slice(0, index)
  const after = sentenceEnd.test(phrase) ? undefined : text.slice(index + phrase.length)
  const clause = before.slice(before.search(/[^.;:!?।]*$/u))
  if (negatedClaim.test(clause) || negatedClaimThat.test(clause) || negatedSubject.test(before) || (after !== undefined && negatedClaimAfter.test(after))) {
    return true
  }
  return rule.negatable && (negationBefore.test(before.slice(-60)) || (after !== undefined && negationAfter.test(after)))
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
 * Every forbidden claim in a text, its own language's rules first. A phrase that several rules refuse is told once:
 * Marathi and Hindi share some words (चमत्कार, १०० %), told with the honest wording in the text's language, and
 * families overlap ("Cured in 30 days" acts on a disease and promises an outcome), told as the first family.
 */
export function findClaims(written: string, language?: Locale): Claim[] {
  return foundOnce(`${language ?? ""}\u0000${written}`, () => claimsInText(written, language))
}

function claimsInText(written: string, language?: Locale): Claim[] {
  const text = asRead(written)
  const ownFirst = [...claimRules].sort((a, b) => Number(b.language === language) - Number(a.language === language))
  const told: [number, number][] = []
  const notYetTold = ({ index = 0, 0: phrase }: RegExpMatchArray) => {
    const after = index + phrase.length
    if (told.some(([from, to]) => index < to && from < after)) return false
    told.push([index, after])
    return true
  }
  return ownFirst.flatMap((rule) =>
    Array.from(text.matchAll(rule.pattern))
      .filter((match) => !unsaid(rule, text, match.index!, match[0]))
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
