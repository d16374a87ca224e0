import React from "react"
import type { CustomPreviewTemplateProps } from "@sveltia/cms"
import { TopicView } from "../../components/topic-view"
import type { TopicSectionData } from "../../components/topic-section"
import { localizedPath, type Locale } from "../../lib/locales"
import { topicTrail } from "../../lib/topic-trail"
import { entryContent, previewLocale, type PreviewEntry } from "./entry-content"
import { isSignedOffInPreview, personIn, previewContent, siteAddress } from "./preview-content"
import { PreviewFrame } from "./preview-frame"
import { fieldWarnings } from "./publish-warnings"

interface TopicEntry {
  title?: string
  reviewedBy?: string
  lastReviewed?: string
  nextReview?: string
  intro?: string[]
  sections?: TopicSectionData[]
}

/** A care section's card, which the entry names, as the page shows it in `locale`. */
function withCard(section: TopicSectionData, locale: Locale): TopicSectionData {
  const name = (section as { card?: unknown }).card
  return typeof name === "string" ? ({ ...section, card: previewContent.careCards[locale][name] ?? null } as TopicSectionData) : section
}

/** A topic page as visitors see it, drawn by the site's own TopicView (its related articles left out). */
export function TopicPreview({ entry, document }: CustomPreviewTemplateProps) {
  const locale = previewLocale(entry as PreviewEntry)
  const frame = previewContent.frames[locale]
  const topic = entryContent<TopicEntry>(entry as PreviewEntry, locale)
  const reviewer = personIn(locale, topic.reviewedBy)
  // A new entry has no address until it is saved under its file name; until then its link passes on the home page.
  const slug = (entry as PreviewEntry).get("slug")
  const path = localizedPath(slug ? previewContent.topicRoute.replace("{slug}", slug) : "/", locale)
  return (
    <PreviewFrame document={document} content={frame} warnings={fieldWarnings(topic, locale)}>
      <TopicView
        title={topic.title ?? ""}
        intro={topic.intro ?? []}
        sections={(topic.sections ?? []).map((section) => withCard(section, locale))}
        trail={topicTrail(frame.navigation.header, locale)}
        breadcrumbLabel={frame.site.ui.breadcrumb}
        contact={frame.navigation.headerAction}
        review={{
          template: frame.site.medicalReview,
          reviewer,
          lastReviewed: topic.lastReviewed ?? "",
          changed: isSignedOffInPreview(entry as PreviewEntry, "topic") ? null : frame.site.medicalReviewChanged,
        }}
        reviewDates={{ template: frame.site.reviewDates, lastReviewed: topic.lastReviewed ?? "", nextReview: topic.nextReview }}
        articles={{ heading: "", list: [], words: { published: "", readingTime: "" } }}
        share={{ ...frame.site.share, url: siteAddress(path, locale) }}
      />
    </PreviewFrame>
  )
}
