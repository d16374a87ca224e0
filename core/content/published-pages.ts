import { defaultLocale, localizedPath, locales, type Alternate, type Locale } from "../../src/lib/locales"
import type { Collection } from "./collections"
import { pageFiles, type PageFile } from "./routes"

/** What a language needs before any page is published in it: the words of every page's frame and its home page. */
export const languageFiles = ["site.yaml", "navigation.yaml", "pages/home.yaml"]

/** The page for addresses the site does not have, which each published language has its own of. */
export const notFoundFile = "pages/not-found.yaml"

export interface PublishedPage extends PageFile {
  /** The page in every language it is published in, English first. */
  alternates: Alternate[]
}

/** The languages with the files every page of theirs needs; English always. */
export function publishedLanguages(relativePaths: readonly string[]): Locale[] {
  const present = new Set(relativePaths)
  return locales.filter((locale) => locale === defaultLocale || languageFiles.every((file) => present.has(`${locale}/${file}`)))
}

/** A content file's path in a language: "topics/x.yaml" in Marathi is "mr/topics/x.yaml". */
export function contentPathIn(locale: Locale, source: string): string {
  return locale === defaultLocale ? source : `${locale}/${source}`
}

/** A page is published in a language when the language is and the page's own file exists in it. */
export function languagesOf(source: string, relativePaths: readonly string[]): Locale[] {
  const present = new Set(relativePaths)
  return publishedLanguages(relativePaths).filter((locale) => present.has(contentPathIn(locale, source)))
}

/**
 * Every page the content makes, with the languages it is published in. No link, alternate or sitemap entry may point
 * elsewhere. `names` gives each language's own name (English, मराठी, हिंदी).
 */
export function publishedPages(
  collections: readonly Collection[],
  relativePaths: readonly string[],
  names: Partial<Record<Locale, string>> = {},
): PublishedPage[] {
  return pageFiles(collections, relativePaths).map((page) => ({
    ...page,
    alternates: languagesOf(page.source, relativePaths).map((locale) => ({ locale, path: localizedPath(page.route, locale), name: names[locale] ?? locale })),
  }))
}
