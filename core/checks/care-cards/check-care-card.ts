import { careFactNames, careFactsNamed } from "../../../src/lib/care-card"
import { sentencesOf } from "../claims/clauses"
import { Lexicon } from "../claims/terms"
import type { Locale } from "../../../src/lib/locales"
import { emergencySigns } from "./emergency-signs"

// The rules a clinician keeps for every care card, in every language: an emergency is never below immediate action;
// an urgent or immediate card says whom to call and what to do when they cannot be reached ({emergency}, or the
// nearest casualty); the numbers and temperatures come from the site's facts and are never typed, so that 112 and
// 37.5 °C read the same on every card and every page, and a translation names the facts its English names.

interface CardWords {
  level?: unknown
  heading?: unknown
  points?: unknown
  call?: { whom?: unknown; otherwise?: unknown } | null
  notes?: unknown
}

const signs = new Lexicon(Object.values(emergencySigns).flat())

/** A number that is a phone number, a threshold or a temperature: three digits or more, a decimal, or degrees. */
// A phone number, a figure with decimals, a number with a temperature's unit after it, or a body's temperature
// written bare ("above 38", not "for 36 hours"), in either script.
const typedNumber =
  /[0-9०-९]{3,}|[0-9०-९]+[.,][0-9०-९]+|[0-9०-९]+\s*(?:°|º|degrees?\b|deg\b|[CF]\b|celsius|fahrenheit|से(?:ल्)?सि(?:अ|य)स|सेंटीग्रेड|फ(?:ॅ|़|ा)?र(?:े|ॅ)?नहा(?:इ|ई)ट|अंश|डिग्री)|[°℃℉]|(?<![0-9०-९])(?:3[5-9]|4[0-2]|३[५-९]|४[०-२])(?![0-9०-९])(?!\s*(?:hours?|minutes?|days?|तास|तासां\S*|मिनिट\S*|दिवस\S*|घंट\S*|दिन\S*))/iu

/** Every text of a card that a reader reads, with its field path. */
function textsOf(card: CardWords): [string, string][] {
  const list = (name: string, value: unknown): [string, string][] =>
    Array.isArray(value) ? value.flatMap((text, index) => (typeof text === "string" ? [[`${name}[${index}]`, text] as [string, string]] : [])) : []
  const one = (name: string, value: unknown): [string, string][] => (typeof value === "string" ? [[name, value]] : [])
  return [
    ...one("heading", card.heading),
    ...list("points", card.points),
    ...one("call.whom", card.call?.whom),
    ...one("call.otherwise", card.call?.otherwise),
    ...list("notes", card.notes),
  ]
}

/** The emergency signs a text names, as it writes them. */
function emergenciesIn(text: string, language: Locale): string[] {
  return sentencesOf(text, language).flatMap((sentence) =>
    sentence.clauses.flatMap(({ words }) => signs.find(words).map(({ first, last }) => sentence.text.slice(words[first].start, words[last].end))),
  )
}

/**
 * What is wrong with a care card as a page in `language` shows it (a translation's words over its English facts),
 * one message per problem, naming the field. `english` is the English card, whose facts a translation must name too.
 */
export function checkCareCard(card: CardWords, language: Locale, english: CardWords = card): string[] {
  const problems: string[] = []
  const texts = textsOf(card)
  if (card.level !== "immediate") {
    for (const [field, text] of texts.filter(([field]) => field === "heading" || field.startsWith("points"))) {
      const [sign] = emergenciesIn(text, language)
      if (sign) {
        problems.push(
          `${field} names an emergency ("${sign}"), so the card is one: set level to immediate (it is ${String(card.level)}); an emergency is never below Immediate action required`,
        )
      }
    }
  }
  if ((card.level === "urgent" || card.level === "immediate") && !card.call) {
    problems.push(`call is missing: an ${card.level} card says whom to call (call.whom) and what to do when they cannot be reached (call.otherwise)`)
  }
  if ((card.level === "urgent" || card.level === "immediate") && card.call) {
    const named = [card.call.whom, card.call.otherwise].some((text) => typeof text === "string" && careFactsNamed(text).includes("emergency"))
    if (!named) {
      problems.push(
        `call names no fallback: an ${card.level} card says, in call.whom or call.otherwise, to call {emergency} when the first call cannot be made`,
      )
    }
  }
  const englishTexts = new Map(textsOf(english))
  for (const [field, text] of texts) {
    const typed = typedNumber.exec(text.replace(/\{\w+\}/g, ""))?.[0]
    if (typed) {
      problems.push(
        `${field} types "${typed}": a card never types a number or a temperature; write ${careFactNames.map((name) => `{${name}}`).join(", ")}, which every page fills from site.yaml's careFacts`,
      )
    }
    for (const name of careFactsNamed(text).filter((each) => !(careFactNames as readonly string[]).includes(each))) {
      problems.push(`${field} names {${name}}, which is no fact of site.yaml's careFacts (${careFactNames.join(", ")})`)
    }
    const inEnglish = englishTexts.get(field)
    if (english !== card && inEnglish !== undefined && careFactsNamed(inEnglish).sort().join() !== careFactsNamed(text).sort().join()) {
      problems.push(
        `${field} names ${
          careFactsNamed(text)
            .map((name) => `{${name}}`)
            .join(", ") || "no fact"
        }, where the English names ${
          careFactsNamed(inEnglish)
            .map((name) => `{${name}}`)
            .join(", ") || "none"
        }: a translation names the same facts`,
      )
    }
  }
  return problems
}
