import type { BylineWords } from "../../components/article-byline"
import type { PageContent } from "../../hooks/page-content"
import { linkInLanguage, type Locale } from "../../lib/locales"

/** The words around every article (content/pages/articles.yaml), and the library's address. */
export interface ArticleWords {
  heading: string
  path: string
  byline: BylineWords
  relatedTopicsHeading: string
  notAdvice: string
}

/** What every preview needs beside the entry itself, in each language, written in at build time. */
export interface PreviewContent {
  /** The page frame's words and facts (site.yaml, navigation.yaml), as a page in that language gets them. */
  frames: Record<Locale, PageContent>
  /** Who may write or review a health page, by slug (content/people/). */
  people: Record<Locale, Record<string, { name: string; qualification: string }>>
  articles: Record<Locale, ArticleWords>
  /** The topic pages an article may belong with, by slug: their titles and addresses. */
  topics: Record<Locale, Record<string, { title: string; path: string }>>
  /** The languages each English route is published in, for links in an article's text. */
  pageLanguages: [string, Locale[]][]
}

// Defined by src/gatsby/editor/bundle-previews.ts when it bundles the previews.
declare const PREVIEW_CONTENT: PreviewContent

export const previewContent: PreviewContent = PREVIEW_CONTENT

const pageLanguages = new Map(previewContent.pageLanguages)

/** A link in an article's text as the built page writes it: to the page in the article's language where it is published, else in English. */
export const linkInPreview = (route: string, locale: Locale) => linkInLanguage(route, locale, (page) => pageLanguages.get(page))
