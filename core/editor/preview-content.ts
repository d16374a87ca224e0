import type { CareCardData } from "../../src/lib/care-card"
import type { Alternate, Locale } from "../../src/lib/locales"
import type { NotWordsMask } from "../content/sign-off"

/**
 * What the frame of a page gets from its query (LayoutContent) and its context: site.yaml with its founder, and
 * navigation.yaml, in one language. The editor's previews and the tests read it as the page frame's own type.
 */
export interface PageFrame {
  locale: Locale
  alternates: readonly Alternate[]
  homes: readonly Alternate[]
  site: Record<string, unknown>
  navigation: Record<string, unknown>
  buildYear: string
}

/** The words around every article (content/pages/articles.yaml), the library's address and an article's ("/articles/{slug}"). */
export interface ArticleWords<Byline = Record<string, string>> {
  heading: string
  path: string
  articleRoute: string
  byline: Byline
  relatedTopicsHeading: string
  notAdvice: string
}

/**
 * What every preview needs beside the entry itself, in each language, written into the previews' code at build time
 * (bundle-previews.ts). The previews read the frames and the byline as the components' own types.
 */
export interface PreviewContent<Frame = PageFrame, Byline = Record<string, string>> {
  /** The page frame's words and facts (site.yaml, navigation.yaml), as a page in that language gets them. */
  frames: Record<Locale, Frame>
  /** Who may write or review a health page, by slug (content/people/). */
  people: Record<Locale, Record<string, { name: string; qualification: string }>>
  articles: Record<Locale, ArticleWords<Byline>>
  /** The care cards pages and articles show, by name (content/care-cards), as each language shows them. */
  careCards: Record<Locale, Record<string, CareCardData>>
  /** What a medical sign-off leaves out of each health collection's entries, by collection name (core/content/sign-off.ts). */
  signOffMasks: Record<string, { notWords: NotWordsMask; unsigned: NotWordsMask }>
  /** The titles of the topic pages an article may belong with, by slug. */
  topicTitles: Record<Locale, Record<string, string>>
  /** A topic page's address, "/{slug}". */
  topicRoute: string
  /** The languages each English route is published in, for links to other pages. */
  pageLanguages: [string, Locale[]][]
}
