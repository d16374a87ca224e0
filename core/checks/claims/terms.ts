import { foldWord } from "./fold"
import type { Word } from "./clauses"

// A term of a vocabulary is written as a reviewer reads it: words separated by spaces, each folded as texts are
// (fold.ts). A word may stand for several: "tumour*" is any word that begins so (tumours, tumour's), "*मुक्त" any word
// that ends so (कर्करोगमुक्त), "*रोग*" any word that holds it; "…" stands for up to three words of any kind between
// the words around it ("free … from": "free us from", "free their family from"); "#" stands for a number, written in
// digits (90, ९०, 10,000) or in words (nine, नऊ, सौ); a "$" last says the term ends its clause ("for good $", not
// "for good health").

type WordTest = (word: string) => boolean

/** Numbers written in words, in English, Marathi and Hindi: enough for figures of success and days to a result. */
const numberWords = new Set(
  [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "fifteen",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
    "hundred",
    "hundreds",
    "thousand",
    "thousands",
    "lakh",
    "lakhs",
    "few",
    "एक",
    "दोन",
    "तीन",
    "चार",
    "पाच",
    "सहा",
    "सात",
    "आठ",
    "नऊ",
    "दहा",
    "वीस",
    "तीस",
    "चाळीस",
    "पन्नास",
    "साठ",
    "नव्वद",
    "शंभर",
    "हजार",
    "हजारो",
    "लाख",
    "लाखो",
    "काही",
    "दो",
    "पांच",
    "छह",
    "छः",
    "नौ",
    "दस",
    "बीस",
    "चालीस",
    "पचास",
    "नब्बे",
    "सौ",
    "हज़ार",
    "हजारों",
    "लाखों",
    "कुछ",
  ].map(foldWord),
)
const isNumber: WordTest = (word) => /^\d[\d,.]*$/.test(word) || numberWords.has(word)

function wordTest(written: string): WordTest {
  if (written === "#") return isNumber
  const starts = written.endsWith("*")
  const ends = written.startsWith("*")
  const core = foldWord(written.replace(/^\*|\*$/g, ""))
  if (starts && ends) return (word) => word.includes(core)
  if (starts) return (word) => word.startsWith(core)
  if (ends) return (word) => word.endsWith(core)
  return (word) => word === core
}

const gap = "…"
const clauseEnd = "$"
const widestGap = 3

/** A term, ready to find: each word's test, or a gap. */
export interface Term {
  written: string
  parts: (WordTest | typeof gap | typeof clauseEnd)[]
}

/** A term's words as the text's words are segmented: a hyphen or a full stop parts words ("side-effect", "No. 1"). */
const wordsOf = (written: string) => written.split(/[\s-]+|\.(?=\s|$)/).filter(Boolean)

function term(written: string): Term {
  return { written, parts: wordsOf(written).map((part) => (part === gap || part === clauseEnd ? part : wordTest(part))) }
}

/** Where a term stands among a clause's words: the index of its first and last word. */
export interface Found {
  term: Term
  first: number
  last: number
}

/** The term's words from `at` on, if they are there, as the index of its last word. */
function matchFrom(parts: Term["parts"], words: readonly Word[], at: number): number | undefined {
  if (parts.length === 0) return at - 1
  if (parts[0] === clauseEnd) return at === words.length ? at - 1 : undefined
  const [part, ...rest] = parts
  if (part === gap) {
    for (let skip = 0; skip <= widestGap; skip++) {
      const end = matchFrom(rest, words, at + skip)
      if (end !== undefined) return end
    }
    return undefined
  }
  return at < words.length && part(words[at].folded) ? matchFrom(rest, words, at + 1) : undefined
}

/**
 * Terms ready to be found, by how their first word is written: whole ("cure"), as a start ("कर्करोग*", looked up by
 * its first two letters), or otherwise ("*मुक्त", "#"), which is tried at every word.
 */
export class Lexicon {
  private readonly byWord = new Map<string, Term[]>()
  private readonly byStart = new Map<string, Term[]>()
  private readonly others: Term[] = []

  constructor(written: readonly string[]) {
    for (const each of written.map(term)) {
      const first = wordsOf(each.written)[0]
      const stem = foldWord(first.replace(/\*$/, ""))
      if (/^\*|^[…#$]$/.test(first)) this.others.push(each)
      else if (first.endsWith("*")) add(this.byStart, stem.slice(0, 2), each)
      else add(this.byWord, stem, each)
    }
  }

  /** Every place the terms stand among the words. */
  find(words: readonly Word[]): Found[] {
    const found: Found[] = []
    const tryAt = (terms: readonly Term[] | undefined, at: number) => {
      for (const each of terms ?? []) {
        const last = matchFrom(each.parts, words, at)
        if (last !== undefined) found.push({ term: each, first: at, last })
      }
    }
    for (let at = 0; at < words.length; at++) {
      const word = words[at].folded
      tryAt(this.byWord.get(word), at)
      tryAt(this.byStart.get(word.slice(0, 2)), at)
      if (word.length > 1) tryAt(this.byStart.get(word.slice(0, 1)), at)
      tryAt(this.others, at)
    }
    return found
  }
}

function add(index: Map<string, Term[]>, key: string, each: Term) {
  const terms = index.get(key)
  if (terms) terms.push(each)
  else index.set(key, [each])
}
