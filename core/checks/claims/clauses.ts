import type { Locale } from "../../../src/lib/locales"
import { foldWord } from "./fold"

/** A word of a text, folded for matching, with where it stands in its sentence. */
export interface Word {
  folded: string
  start: number
  end: number
}

/** A clause: the words between one break and the next within a sentence (a comma, a semicolon, a conjunction). */
export interface Clause {
  words: Word[]
  /**
   * What ends it: a comma or a "so", "if … then" (तर, तो) joins it to the next clause ("soft"), a semicolon or a "but"
   * sets the next apart ("hard").
   */
  endsWith: "soft" | "hard" | "sentence"
}

export interface Sentence {
  text: string
  words: Word[]
  clauses: Clause[]
}

/** Words that begin a clause set apart from the one before, in every language the site writes ("but", पण, लेकिन). */
const contrasts = new Set(
  [
    "but",
    "yet",
    "although",
    "though",
    "whereas",
    "while",
    "however",
    "instead",
    "unlike",
    "पण",
    "परंतु",
    "परन्तु",
    "मात्र",
    "तरी",
    "लेकिन",
    "बल्कि",
    "मगर",
    "पर",
    "जबकि",
  ].map(foldWord),
)
/** Contrasts that are also postpositions ("800 से 12 पर आ गया"): a contrast only where a clause begins, after a comma. */
const contrastsAfterBreak = new Set(["पर"].map(foldWord))
/** Words that begin a clause joined to the one before ("so", "because", "if … then": तर, तो). */
const joiners = new Set(["so", "because", "since", "when", "whenever", "म्हणून", "कारण", "जेव्हा", "तर", "क्योंकि", "इसलिए", "जब", "तो"].map(foldWord))

/** Abbreviations whose full stop ends no sentence: "Dr. Rao", "No. 1", "डॉ. पाटिल". */
const abbreviation = /(?:^|[\s(])(?:dr|mr|mrs|ms|prof|st|no|nos|vs|approx|e\.g|i\.e|डॉ|श्री|नं)\.\s*$/iu

const segmenters = new Map<string, { words: Intl.Segmenter; sentences: Intl.Segmenter }>()
function segmenter(language: Locale) {
  let each = segmenters.get(language)
  if (!each) {
    each = { words: new Intl.Segmenter(language, { granularity: "word" }), sentences: new Intl.Segmenter(language, { granularity: "sentence" }) }
    segmenters.set(language, each)
  }
  return each
}

/** The sentences of a text, as the language writes them (full stops, question marks, the danda), abbreviations joined. */
function sentenceTexts(text: string, language: Locale): string[] {
  const sentences: string[] = []
  for (const { segment } of segmenter(language).sentences.segment(text)) {
    const last = sentences.length - 1
    if (last >= 0 && abbreviation.test(sentences[last])) sentences[last] += segment
    else sentences.push(segment)
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean)
}

/** A sentence's words (a per cent sign counts as one) and its clauses. */
function sentenceOf(text: string, language: Locale): Sentence {
  const words: Word[] = []
  const clauses: Clause[] = []
  let clause: Word[] = []
  const close = (endsWith: Clause["endsWith"]) => {
    if (clause.length > 0) clauses.push({ words: clause, endsWith })
    clause = []
  }
  for (const { segment, index, isWordLike } of segmenter(language).words.segment(text)) {
    if (isWordLike || segment === "%") {
      const word = { folded: foldWord(segment), start: index, end: index + segment.length }
      if (contrasts.has(word.folded) && !(contrastsAfterBreak.has(word.folded) && clause.length > 0)) close("hard")
      else if (joiners.has(word.folded)) close("soft")
      words.push(word)
      clause.push(word)
    } else if (/[,،]/.test(segment)) close("soft")
    else if (/[;:—–()"“”]|\s-\s/.test(segment) || (segment === "-" && /\s/.test(text[index - 1] ?? ""))) close("hard")
  }
  close("sentence")
  return { text, words, clauses }
}

/** A text's sentences, each with its words and clauses. */
export function sentencesOf(text: string, language: Locale): Sentence[] {
  return sentenceTexts(text, language).map((sentence) => sentenceOf(sentence, language))
}
