import { medicalFingerprint, type ArticleWords as ArticleWordsOf, type PreviewContent as PreviewContentOf } from "../../../core/browser"
import type { BylineWords } from "../../components/article-byline"
import type { PageContent } from "../../hooks/page-content"
import { defaultLocale, linkInLanguage, type Locale } from "../../lib/locales"
import { entryValues } from "../entry-fingerprint"
import { previewLocale, type PreviewEntry } from "./entry-content"

export type ArticleWords = ArticleWordsOf<BylineWords>

/** What every preview needs beside the entry itself, the frames and bylines as the components take them. */
export type PreviewContent = PreviewContentOf<PageContent, BylineWords>

// Defined by core/editor/bundle-previews.ts when it bundles the previews.
declare const PREVIEW_CONTENT: PreviewContent

export const previewContent: PreviewContent = PREVIEW_CONTENT

/** A person of content/people as pages name them; one not (yet) there goes by the file name the entry gives. */
export function personIn(locale: Locale, slug = ""): { name: string; qualification: string } {
  return previewContent.people[locale][slug] ?? { name: slug, qualification: "" }
}

const pageLanguages = new Map(previewContent.pageLanguages)

/** A link to a page as the built page writes it: in the language shown where the page is published in it, else English. */
export function linkInPreview(route: string, locale: Locale): string {
  return linkInLanguage(route, locale, (page) => pageLanguages.get(page))
}

/** A page's absolute address on the live site (site.yaml's url), as its share link gives it. */
export function siteAddress(path: string, locale: Locale): string {
  return `${previewContent.frames[locale].site.url.replace(/\/$/, "")}${path}`
}

/** The topic pages an article belongs with, as its related links name them; a slug with no topic page is left out. */
export function topicsIn(locale: Locale, slugs: string[]): { title: string; path: string }[] {
  return slugs.flatMap((slug) => {
    const title = previewContent.topicTitles[locale][slug]
    return title === undefined ? [] : [{ title, path: linkInPreview(`/${slug}`, locale) }]
  })
}

/** Whether a health entry, in the language previewed, is what its medical reviewer signed off, as the page says. */
export function isSignedOffInPreview(entry: PreviewEntry, collection: string): boolean {
  const data = entry.getIn(["data"])?.toJS() as { signedWords?: unknown } | undefined
  const english = previewLocale(entry) === defaultLocale ? undefined : entryValues(entry.getIn(["i18n", defaultLocale, "data"])?.toJS())
  const careFacts = previewContent.frames.en.site.careFacts as Record<string, unknown> | undefined
  return data?.signedWords === medicalFingerprint(entryValues(data), english, previewContent.signOffMasks[collection], careFacts)
}
