import type { Locale } from "../../../src/lib/locales"
import { fieldPath } from "../../content/field-path"
import { kindWords } from "./claim-kinds"
import { foundOnce } from "./found-claims"
import { visibleText } from "./fold"
import { judgeText, type Claim } from "./judge"

export type { Claim } from "./judge"

/**
 * Every claim a text makes, refused or held, judged in its language's sentences (judge.ts). A text read before, in
 * this process or by the last build, is not judged again (found-claims.ts).
 */
export function findClaims(written: string, language: Locale): Claim[] {
  return foundOnce(`${language}\u0000${written}`, () => judgeText(visibleText(written), language))
}

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(", ")

/** What an editor reads of a claim, in the language of the page: where it is, the sentence, why, and what to do. */
export function claimMessage(field: string, { verdict, kind, sentence, words }: Claim, language: Locale = "en"): string {
  const { why, instead } = kindWords[language][kind]
  const messages: Record<Locale, Record<Claim["verdict"], string>> = {
    en: {
      refused: `${field} says "${sentence}" (${quoted(words)}), which ${why}. Write instead: ${instead}`,
      held: `${field} says "${sentence}" (${quoted(words)}), which may be a claim: it ${why}. It is published once the founder approves this sentence in content/approved-sentences.yaml; or rewrite it: ${instead}`,
    },
    mr: {
      refused: `${field}: "${sentence}" (${quoted(words)}) हे वाक्य ${why}. त्याऐवजी लिहा: ${instead}`,
      held: `${field}: "${sentence}" (${quoted(words)}) हे वाक्य दावा ठरू शकते: ते ${why}. संस्थापकांनी हे वाक्य content/approved-sentences.yaml मध्ये मंजूर केल्यावरच ते प्रकाशित होईल; किंवा असे बदलून लिहा: ${instead}`,
    },
    hi: {
      refused: `${field}: "${sentence}" (${quoted(words)}) यह वाक्य ${why}। इसकी जगह लिखें: ${instead}`,
      held: `${field}: "${sentence}" (${quoted(words)}) यह वाक्य दावा हो सकता है: यह ${why}। संस्थापक के content/approved-sentences.yaml में इसे मंज़ूर करने के बाद ही यह प्रकाशित होगा; या इसे बदलकर लिखें: ${instead}`,
    },
  }
  return messages[language][verdict]
}

/** The sentence the build prints: the file, then the claim. */
export function describeClaim(displayPath: string, field: string, claim: Claim): string {
  return `${displayPath}: ${claimMessage(field, claim)}`
}

/** Every text value in a content file with its field path. */
function* texts(data: unknown, at = ""): Generator<[string, string]> {
  if (typeof data === "string") yield [fieldPath(at) || "(the file)", data]
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* texts(item, `${at}/${index}`)
  else if (data && typeof data === "object") for (const [key, value] of Object.entries(data)) yield* texts(value, `${at}/${key}`)
}

/** The claims in every text of a content file's data, with the field each is in. */
export function claimsIn(data: unknown, language: Locale): { field: string; claim: Claim }[] {
  return [...texts(data)].flatMap(([field, text]) => findClaims(text, language).map((claim) => ({ field, claim })))
}
