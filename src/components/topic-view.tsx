import React from "react"
import ArrowRight from "lucide-react/icons/arrow-right"
import { ArticleList, type ArticleSummary } from "./article-list"
import { Breadcrumb } from "./breadcrumb"
import { ButtonLink } from "./button-link"
import { MedicalReview, type MedicalReviewProps } from "./medical-review"
import { PageIntro } from "./page-intro"
import { ReviewDates, type ReviewDatesProps } from "./review-dates"
import { Section } from "./section"
import { ShareLink, type ShareLinkProps } from "./share-link"
import { TopicSection, type TopicSectionData } from "./topic-section"
import * as styles from "./topic-view.module.scss"

type PageLink = { label: string; to: string }

export interface TopicViewProps {
  title: string
  intro: readonly string[]
  sections: readonly TopicSectionData[]
  trail: readonly PageLink[]
  /** What a screen reader calls the breadcrumb, in the page's language. */
  breadcrumbLabel: string
  contact: PageLink
  review: MedicalReviewProps
  reviewDates: ReviewDatesProps
  /** The articles that name this topic, in the page's language where they are written in it. */
  articles: { heading: string; list: readonly ArticleSummary[]; words: { published: string; readingTime: string } }
  /** The link that passes the page on by WhatsApp: its words and the page's absolute address. */
  share: Omit<ShareLinkProps, "title">
}

/**
 * A topic page from plain data: breadcrumb, one h1, who reviewed it, the intro, its sections in order, the articles
 * that belong with it, when it was reviewed and is next due, a link to pass it on, and the way to book (again at the
 * end when the page is longer than its intro).
 */
export function TopicView({ title, intro, sections, trail, breadcrumbLabel, contact, review, reviewDates, articles, share }: TopicViewProps) {
  const contactButton = (
    <ButtonLink to={contact.to}>
      {contact.label}
      <ArrowRight aria-hidden="true" size={18} />
    </ButtonLink>
  )
  // Sections alternate plain and tinted bands; a care card is no band and leaves the alternation as it is.
  const tones: ("plain" | "tinted")[] = []
  let bands = 0
  for (const section of sections) {
    tones.push(bands % 2 === 0 ? "plain" : "tinted")
    if (section.kind !== "care") bands++
  }
  return (
    <>
      <PageIntro heading={title} eyebrow={<Breadcrumb trail={trail} current={title} label={breadcrumbLabel} />}>
        <MedicalReview {...review} />
        <div className={styles.intro}>
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {contactButton}
      </PageIntro>
      {sections.map((section, index) => (
        <TopicSection key={section.heading} section={section} tone={tones[index]} />
      ))}
      {articles.list.length > 0 && (
        <Section heading={articles.heading} tone={bands % 2 === 0 ? "plain" : "tinted"}>
          <ArticleList articles={articles.list} words={articles.words} headingLevel="h3" />
        </Section>
      )}
      <div className={styles.closing}>
        <ReviewDates {...reviewDates} />
        <ShareLink {...share} title={title} />
        {(sections.length > 0 || articles.list.length > 0) && contactButton}
      </div>
    </>
  )
}
