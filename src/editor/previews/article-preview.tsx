import React from "react"
import type { CustomPreviewTemplateProps } from "@sveltia/cms"
import { ArticleView } from "../../components/article-view"
import { claimsInBody, markdownWords, parseMarkdown, pictureSources, prepareBody, undescribedPictures } from "../../../core/browser"
import { defaultLocale, localizedPath, type Locale } from "../../lib/locales"
import { readingMinutes } from "../../lib/reading-time"
import { entryContent, previewLocale, type PreviewEntry } from "./entry-content"
import { markdownTree } from "./markdown-tree"
import { isSignedOffInPreview, linkInPreview, personIn, previewContent, siteAddress, topicsIn } from "./preview-content"
import { PreviewFrame } from "./preview-frame"
import { usePreviewPictures, type GetAsset } from "./preview-image"
import { claimWarnings, fieldWarnings } from "./publish-warnings"

interface ArticleEntry {
  title?: string
  description?: string
  author?: string
  reviewedBy?: string
  datePublished?: string
  dateModified?: string
  lastReviewed?: string
  nextReview?: string
  related?: string[]
  body?: string
}

/** The size a body picture is drawn at until it has loaded; then the picture's own proportions take over. */
const pictureSize = { width: 1200, height: 800 }

/**
 * A picture's path as the English file writes it, which is where the editor looks for it: a translation sits one
 * folder deeper (content/mr/articles/), so its paths climb one folder more.
 */
const fromEnglishFolder = (src: string, locale: Locale) => (locale === defaultLocale ? src : src.replace(/^\.\.\//, ""))

/** The article's text, as the warnings name it. */
const textWords: Record<Locale, string> = { en: "the text", mr: "मजकूर", hi: "लेख का पाठ" }

/** A picture in the text with no description, said in the language being edited. */
const undescribed: Record<Locale, (url: string) => string> = {
  en: (url) => `the picture "${url}" in the text has no description: write what it shows in its "Alt Text" box`,
  mr: (url) => `मजकुरातील "${url}" या चित्राला वर्णन नाही: त्यात काय दिसते ते त्याच्या "Alt Text" चौकटीत लिहा`,
  hi: (url) => `पाठ में "${url}" चित्र का कोई विवरण नहीं है: उसमें क्या दिखता है, यह उसके "Alt Text" बॉक्स में लिखें`,
}

/** An article as visitors read it, drawn by the site's own ArticleView: byline, text, pictures and related pages. */
export function ArticlePreview({ entry, document, getAsset }: CustomPreviewTemplateProps) {
  const locale = previewLocale(entry as PreviewEntry)
  const frame = previewContent.frames[locale]
  const words = previewContent.articles[locale]
  const article = entryContent<ArticleEntry>(entry as PreviewEntry, locale)
  const person = (slug = "") => ({ ...personIn(locale, slug), slug })
  const { body: text = "", ...frontMatter } = article
  const parsed = parseMarkdown(text)
  const body = prepareBody(
    markdownTree(parsed),
    locale,
    (route) => linkInPreview(route, locale),
    (name) => previewContent.careCards[locale][name],
  )
  // The editor's text box shows no line numbers: the sentence or the picture itself says where the problem is.
  const inFields = fieldWarnings(frontMatter, locale)
  const inText = claimWarnings(
    claimsInBody(parsed, locale).map(({ claim }) => ({ where: textWords[locale], claim })),
    locale,
  )
  const warnings = {
    refused: [...inFields.refused, ...inText.refused, ...undescribedPictures(parsed).map(({ url }) => undescribed[locale](url))],
    held: [...inFields.held, ...inText.held],
  }
  const sources = pictureSources(body)
  const picture = usePreviewPictures(
    getAsset as GetAsset,
    sources.map((src) => fromEnglishFolder(src, locale)),
  )
  const home = frame.navigation.header.find(({ to }) => to === localizedPath("/", locale))
  // A new entry has no address until it is saved under its file name; until then its link passes on the library.
  const slug = (entry as PreviewEntry).get("slug")
  const path = slug ? localizedPath(words.articleRoute.replace("{slug}", slug), locale) : words.path
  return (
    <PreviewFrame document={document} content={frame} warnings={warnings}>
      <ArticleView
        title={article.title ?? ""}
        description={article.description ?? ""}
        trail={[...(home ? [home] : []), { label: words.heading, to: words.path }]}
        breadcrumbLabel={frame.site.ui.breadcrumb}
        byline={{
          author: person(article.author),
          reviewer: person(article.reviewedBy),
          datePublished: article.datePublished ?? "",
          dateModified: article.dateModified,
          lastReviewed: article.lastReviewed ?? "",
          readingMinutes: readingMinutes(markdownWords(text), locale),
          words: words.byline,
          reviewTemplate: frame.site.medicalReview,
          reviewChanged: isSignedOffInPreview(entry as PreviewEntry, "article") ? null : frame.site.medicalReviewChanged,
        }}
        body={body}
        reviewDates={{ template: frame.site.reviewDates, lastReviewed: article.lastReviewed ?? "", nextReview: article.nextReview }}
        pictures={sources.flatMap((src, index) => {
          const image = picture(index, pictureSize.width, pictureSize.height)
          return image ? [{ src, image }] : []
        })}
        relatedTopics={{ heading: words.relatedTopicsHeading, topics: topicsIn(locale, article.related ?? []) }}
        notAdvice={words.notAdvice}
        share={{ ...frame.site.share, url: siteAddress(path, locale) }}
        contact={frame.navigation.headerAction}
      />
    </PreviewFrame>
  )
}
