import path from "path"
import { defaultLocale, linkInLanguage, locales, type Locale } from "../../src/lib/locales"
import type { TitledPage } from "../../src/lib/similar-pages"
import { routeOfSource, slugOf, type Collection } from "./collections"
import type { ContentFile, ContentRead } from "./content-files"
import { contentPathIn, languagesOf, notFoundFile, publishedLanguages, publishedPages, type PublishedPage } from "./published-pages"
import type { SchemaSet } from "./schemas"
import { mergeTranslation } from "./translations/merge-translation"

/** One entry of a collection in one language, as every page in that language shows it. */
export interface LocalizedEntry {
  collection: Collection
  /** The English path of the file, which translations mirror: topics/basti-therapy.yaml. */
  source: string
  locale: Locale
  /**
   * The translation's words over the English facts (English words where a file or a word is not translated); routes
   * lead to this language's pages where they are published, image paths are absolute.
   */
  content: Record<string, unknown>
  /** A folder entry's name: basti-therapy. */
  slug?: string
  /** The address of the page the entry makes, or stands for, in this language. */
  path?: string
  /** The file the words are read from (a Markdown entry's pictures are found beside it), and a Markdown entry's body. */
  file: ContentFile
}

/** The site's content, read and checked once: its files, the pages they make, and every entry in every language. */
export interface SiteContent {
  schemas: SchemaSet
  collections: Collection[]
  files: ContentFile[]
  /** The languages with every file a page of theirs needs; English first. */
  languages: Locale[]
  pages: PublishedPage[]
  entries: LocalizedEntry[]
  /** A link to a page of this site from a page in `locale`: that language's page if it is published, else English. */
  localize(route: string, locale: Locale): string
  /** The published languages with a page of their own for addresses the site does not have. */
  notFoundLanguages: Locale[]
  /** Every listed page published in `locale`, with its address and title there. */
  titledPages(locale: Locale): TitledPage[]
  /** An entry in a language: content/site.yaml in Marathi is entry("site.yaml", "mr"). */
  entry(source: string, locale: Locale): LocalizedEntry | undefined
}

/** The model of content files already found sound: the pages they make, and every entry in every language. */
export function siteContentOf({ files, relativePaths }: ContentRead, schemas: SchemaSet, collections: Collection[]): SiteContent {
  const fileAt = new Map(files.map((file) => [file.relativePath, file]))
  const languageName = (locale: Locale) => (fileAt.get(contentPathIn(locale, "site.yaml"))?.data as { languageName?: string } | undefined)?.languageName
  const names = Object.fromEntries(locales.flatMap((locale) => (languageName(locale) ? [[locale, languageName(locale)]] : [])))
  const pages = publishedPages(collections, relativePaths, names)
  const pageByRoute = new Map(pages.map((page) => [page.route, page]))
  const publishedIn = (route: string) => pageByRoute.get(route)?.alternates.map(({ locale }) => locale)
  const localize = (route: string, locale: Locale) => linkInLanguage(route, locale, publishedIn)
  const languages = publishedLanguages(relativePaths)

  /** The words of `own` over the facts of `original` (its English file, or itself), as a page in `locale` shows them. */
  const localized = (original: ContentFile, own: ContentFile | undefined, locale: Locale): LocalizedEntry => {
    const { collection, source } = original
    const content = mergeTranslation(original.data, own?.data, collection.tree, (value, { kind }) => {
      if (typeof value !== "string") return value
      if (kind === "image") return path.resolve(path.dirname(original.absolutePath), value)
      return kind === "route" ? localize(value, locale) : value
    }) as Record<string, unknown>
    const route = pageByRoute.get(routeOfSource(collection, source) ?? "")?.route
    const slug = collection.folder ? slugOf(source) : undefined
    return { collection, source, locale, content, slug, path: route && localize(route, locale), file: own ?? original }
  }

  const english = files.filter((file) => file.locale === defaultLocale)
  const entries = [
    // An entry of a YAML collection is in every language (even one not yet published, for the editor's previews), in
    // English words where it has no translation.
    ...english.filter(({ collection }) => collection.format !== "markdown").flatMap((file) =>
      locales.map((locale) => localized(file, locale === defaultLocale ? undefined : fileAt.get(`${locale}/${file.source}`), locale)),
    ),
    // A Markdown entry (an article) is in the languages it is written in, each a page of its own.
    ...files
      .filter(({ collection }) => collection.format === "markdown")
      .map((file) => (file.original ? localized(file.original, file, file.locale) : localized(file, undefined, file.locale))),
  ]
  const entryByKey = new Map(entries.map((entry) => [`${entry.locale}/${entry.source}`, entry]))
  const entry = (source: string, locale: Locale) => entryByKey.get(`${locale}/${source}`)
  const titledPages = (locale: Locale) =>
    pages.flatMap(({ route, source, alternates, collection }) => {
      const version = alternates.find((alternate) => alternate.locale === locale)
      const title = (entry(source, locale) ?? entry(source, defaultLocale))?.content.title
      return version && !collection.unlisted && typeof title === "string" ? [{ route, path: version.path, title }] : []
    })
  const notFoundLanguages = languagesOf(notFoundFile, relativePaths)
  return { schemas, collections, files, languages, pages, entries, localize, notFoundLanguages, titledPages, entry }
}
