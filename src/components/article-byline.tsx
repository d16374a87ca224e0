import React from "react"
import PenLine from "lucide-react/icons/pen-line"
import { DateText } from "./date-text"
import { MedicalReview } from "./medical-review"
import { MetaLine } from "./meta-line"
import { ReadingTime } from "./reading-time"
import { TemplateText } from "./template-text"
import * as styles from "./article-byline.module.scss"

interface Person {
  name: string
  qualification: string
  slug: string
}

export interface BylineWords {
  writtenBy: string
  writtenAndReviewedBy: string
  published: string
  updated: string
  readingTime: string
}

export interface ArticleBylineProps {
  author: Person
  reviewer: Person
  datePublished: string
  dateModified?: string | null
  lastReviewed: string
  readingMinutes: number
  /** From content/pages/articles.yaml: "Written by {name}, {qualification}", "Published {date}"... */
  words: BylineWords
  /** From site.yaml: "Medically reviewed by {name}, {qualification} · last reviewed {date}". */
  reviewTemplate: string
  /** From site.yaml, where the article's words are not those its reviewer signed off: it says so in place of the review. */
  reviewChanged?: string | null
}

/** Who wrote the article and who reviewed it medically, when it was published and changed, and how long it takes to read. */
export function ArticleByline({
  author,
  reviewer,
  datePublished,
  dateModified,
  lastReviewed,
  readingMinutes,
  words,
  reviewTemplate,
  reviewChanged,
}: ArticleBylineProps) {
  const reviewedByAuthor = author.slug === reviewer.slug
  return (
    <div className={styles.byline}>
      {reviewedByAuthor ? (
        <MedicalReview template={words.writtenAndReviewedBy} reviewer={author} lastReviewed={lastReviewed} changed={reviewChanged} />
      ) : (
        <>
          <p className={styles.author}>
            <PenLine aria-hidden="true" size={18} />
            <span>
              <TemplateText template={words.writtenBy} values={{ name: author.name, qualification: author.qualification }} />
            </span>
          </p>
          <MedicalReview template={reviewTemplate} reviewer={reviewer} lastReviewed={lastReviewed} changed={reviewChanged} />
        </>
      )}
      <MetaLine
        items={[
          <TemplateText template={words.published} values={{ date: <DateText iso={datePublished} /> }} />,
          dateModified && <TemplateText template={words.updated} values={{ date: <DateText iso={dateModified} /> }} />,
          <TemplateText template={words.readingTime} values={{ duration: <ReadingTime minutes={readingMinutes} /> }} />,
        ]}
      />
    </div>
  )
}
