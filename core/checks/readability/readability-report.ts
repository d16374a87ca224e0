import { defaultLocale } from "../../../src/lib/locales"
import type { ContentFile } from "../../content/content-files"
import { pageProse } from "./page-prose"
import { readabilityOf, type Readability } from "./readability"

/** The NHS writes for a reading age of 9 to 11: school grade 8 at most on every page, and a median SMOG of 10. */
export const gradeLimit = 8
const medianSmogLimit = 10

interface PageReadability extends Readability {
  displayPath: string
}

/** Health pages are the ones a doctor reviews: the files with a `lastReviewed` date. */
const isHealthPage = ({ locale, data }: ContentFile) =>
  locale === defaultLocale && typeof (data as { lastReviewed?: unknown } | null)?.lastReviewed === "string"

export function readabilityReport(files: readonly ContentFile[]): PageReadability[] {
  return files.filter(isHealthPage).map((file) => ({ displayPath: file.displayPath, ...readabilityOf(pageProse(file)) }))
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** What the build warns of: each page above the grade limit, and the median SMOG above its limit. */
export function readabilityWarnings(report: readonly PageReadability[]): string[] {
  const pages = report
    .filter(({ grade }) => grade > gradeLimit)
    .map(
      ({ displayPath, grade, longestSentences }) =>
        `${displayPath} reads at grade ${grade}, above ${gradeLimit}: shorten its longest sentences ("${longestSentences[0]?.sentence}") and put the everyday word first (npm run content-report lists them).`,
    )
  const smog = median(report.map((page) => page.smog))
  return report.length > 0 && smog > medianSmogLimit
    ? [...pages, `The health pages' median SMOG index is ${smog}, above ${medianSmogLimit}: npm run content-report shows which pages use the most long words.`]
    : pages
}

export function formatReadabilityReport(report: readonly PageReadability[]): string {
  const lines = report.flatMap(({ displayPath, grade, smog, longestSentences, longWords }) => [
    `${grade > gradeLimit ? "!" : " "} ${displayPath}: grade ${grade}, SMOG ${smog}`,
    ...longestSentences.map(({ words, sentence }) => `      ${words} words: ${sentence}`),
    ...(longWords.length > 0 ? [`      long words: ${longWords.join(", ")}`] : []),
  ])
  const grades = report.map(({ grade }) => grade)
  return [
    `Readability of ${report.length} English health pages (limits: grade ${gradeLimit} on every page, median SMOG ${medianSmogLimit})`,
    ...lines,
    `Median grade ${median(grades)}, highest ${Math.max(...grades)}; median SMOG ${median(report.map(({ smog }) => smog))}`,
  ].join("\n")
}
