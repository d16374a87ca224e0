import React from "react"
import { ArrowRight } from "lucide-react"
import { Breadcrumb } from "./breadcrumb"
import { ButtonLink } from "./button-link"
import { MedicalReview, type MedicalReviewProps } from "./medical-review"
import { PageIntro } from "./page-intro"
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
}

/** A topic page from plain data: breadcrumb, one h1, who reviewed it, the intro, its sections in order, and the way to book. */
export function TopicView({ title, intro, sections, trail, breadcrumbLabel, contact, review }: TopicViewProps) {
  const contactButton = (
    <ButtonLink to={contact.to}>
      {contact.label}
      <ArrowRight aria-hidden="true" size={18} />
    </ButtonLink>
  )
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
        <TopicSection key={section.heading} section={section} tone={index % 2 === 0 ? "plain" : "tinted"} />
      ))}
      {sections.length > 0 && <div className={styles.closing}>{contactButton}</div>}
    </>
  )
}
