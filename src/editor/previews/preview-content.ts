import type { PageContent } from "../../hooks/page-content"
import type { Locale } from "../../lib/locales"

/** What every preview needs beside the entry itself, in each language, written in at build time. */
export interface PreviewContent {
  /** The page frame's words and facts (site.yaml, navigation.yaml), as a page in that language gets them. */
  frames: Record<Locale, PageContent>
  /** Who may review a health page, by slug (content/people/). */
  people: Record<Locale, Record<string, { name: string; qualification: string }>>
}

// Defined by src/gatsby/editor/bundle-previews.ts when it bundles the previews.
declare const PREVIEW_CONTENT: PreviewContent

export const previewContent: PreviewContent = PREVIEW_CONTENT
