import path from "path"
import { defaultLocale, locales, type Locale } from "../../../src/lib/locales"
import { languageFiles, publishedLanguages } from "../../content/published-pages"
import type { ContentFile } from "../../content/content-files"
import { isReviewedAgainst } from "../../content/sign-off"
import { missingWords } from "./check-translation"

interface TranslationStatus {
  locale: Locale
  /** Whether the language has the files every page of it needs (site.yaml, navigation.yaml, pages/home.yaml). */
  published: boolean
  translated: number
  /** The English files with words to translate. */
  outOf: number
  /** English files with no translation: their pages are not published in this language. */
  missingFiles: string[]
  /** Translations that leave out some of the English file's words: those are shown in English. */
  missingWords: { displayPath: string; fields: string[] }[]
  /** Translations a native speaker at the clinic has not reviewed against their English as it is now. */
  unreviewed: string[]
}

/** Per language other than English: what is translated, what is missing, and what is not yet reviewed. */
export function translationReport(files: readonly ContentFile[], contentDir: string): TranslationStatus[] {
  const root = path.basename(contentDir)
  const english = files.filter(({ locale, collection }) => locale === defaultLocale && collection.translated)
  const languages = publishedLanguages(files.map(({ relativePath }) => relativePath))
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => {
      const translations = new Map(files.filter((file) => file.locale === locale && file.original).map((file) => [file.source, file]))
      const status: TranslationStatus = {
        locale,
        published: languages.includes(locale),
        translated: translations.size,
        outOf: english.length,
        missingFiles: [],
        missingWords: [],
        unreviewed: [],
      }
      for (const original of english) {
        const translation = translations.get(original.source)
        if (!translation) {
          status.missingFiles.push(`${root}/${locale}/${original.source}`)
          continue
        }
        const fields = missingWords(translation.data, original.data, original.collection.tree)
        if (fields.length > 0) status.missingWords.push({ displayPath: translation.displayPath, fields })
        if (!isReviewedAgainst(translation, original)) status.unreviewed.push(translation.displayPath)
      }
      return status
    })
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" })

/** The report as the build and `npm run translations` print it. */
export function formatTranslationReport(statuses: readonly TranslationStatus[]): string {
  const lines = ["Translations:"]
  const listed = (heading: string, items: readonly string[]) => {
    if (items.length > 0) lines.push(`    ${heading}:`, ...items.map((item) => `      - ${item}`))
  }
  for (const status of statuses) {
    const name = `${languageNames.of(status.locale)} (${status.locale})`
    lines.push(`  ${name}: ${status.translated} of ${status.outOf} files translated, ${status.unreviewed.length} not yet reviewed by a native speaker`)
    if (!status.published) {
      lines.push(`    not published: a language needs ${languageFiles.map((file) => `${status.locale}/${file}`).join(", ")}`)
    }
    listed(`missing files (these pages are not published in ${languageNames.of(status.locale)}; other files fall back to English)`, status.missingFiles)
    listed(
      "missing fields (shown in English until translated)",
      status.missingWords.map(({ displayPath, fields }) => `${displayPath}: ${fields.join(", ")}`),
    )
    listed("not reviewed against the English as it is now", status.unreviewed)
  }
  return lines.join("\n")
}
