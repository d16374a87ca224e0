import readability from "text-readability"
import { syllable } from "syllable"

/** Terms a health page of this site must use, however long: the medical word is kept, with the everyday one beside it. */
export const allowedLongWords = new Set([
  "ayurveda",
  "ayurvedic",
  "panchakarma",
  "chemotherapy",
  "radiotherapy",
  "immunotherapy",
  "oncologist",
  "oncologists",
  "oncology",
  "ashwagandha",
  "chyawanprash",
  "dinacharya",
  "rasayana",
  "rasayanas",
  "virechana",
  "abhyanga",
])

export interface Readability {
  /** Flesch-Kincaid grade: the school year a reader needs. */
  grade: number
  smog: number
  /** The longest sentences, longest first, with their length in words. */
  longestSentences: { words: number; sentence: string }[]
  /** Words of more than four syllables, not on the allow-list, each once. */
  longWords: string[]
}

const words = (text: string) => text.match(/[\p{L}\p{M}'’-]+/gu) ?? []

/** A text's sentences: a paragraph or list item is at least one, whether or not it ends with a full stop. */
export function sentencesOf(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((paragraph) => paragraph.split(/(?<=[.?!][)"'’”]?)\s+(?=[A-Z0-9"'“‘(])/u)).filter((sentence) => words(sentence).length > 0)
}

/**
 * How hard a page's running text is to read, by the formulas the NHS measures with: each paragraph and list item is a
 * sentence of its own (the formulas' sentence splitting would otherwise run a list into one long sentence).
 */
export function readabilityOf(paragraphs: readonly string[]): Readability {
  const sentences = sentencesOf(paragraphs)
  // The package counts a sentence where a full stop is followed by a capital letter.
  const text = sentences.map((sentence) => `${sentence[0].toUpperCase()}${sentence.slice(1)}${/[.?!]$/.test(sentence) ? "" : "."}`).join(" ")
  const longestSentences = sentences
    .map((sentence) => ({ words: words(sentence).length, sentence }))
    .sort((a, b) => b.words - a.words)
    .slice(0, 3)
  const longWords = [...new Set(words(text).map((word) => word.toLowerCase()))].filter((word) => !allowedLongWords.has(word) && syllable(word) > 4)
  return { grade: readability.fleschKincaidGrade(text), smog: readability.smogIndex(text), longestSentences, longWords }
}
