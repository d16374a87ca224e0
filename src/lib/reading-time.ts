import { localeTags, type Locale } from "./locales"

/** Words a minute: a calm pace for health information read on a phone, in any of the site's languages. */
const wordsPerMinute = 200

/** Whole minutes to read a text (at least one), counting words as the language's own rules divide them. */
export function readingMinutes(text: string, locale: string): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" })
  let words = 0
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

/** "6 minutes", "६ मिनिटे", "6 मिनट": the duration in the language's own words and digits. */
export function formatMinutes(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes)
}
