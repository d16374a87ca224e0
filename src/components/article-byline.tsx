import React from "react"
import { PenLine } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { formatDate } from "../lib/dates"
import { formatMinutes } from "../lib/reading-time"
import { MedicalReview } from "./medical-review"
import { MetaLine } from "./meta-line"
import { TemplateText } from "./template-text"
import * as styles from "./article-byline.module.scss"

interface Person {
  name: string
  qualification: string
  fields: { slug: string }
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
}

/** Who wrote the article and who reviewed it medically, when it was published and changed, and how long it takes to read. */
export function ArticleByline({ author, reviewer, datePublished, dateModified, lastReviewed, readingMinutes, words, reviewTemplate }: ArticleBylineProps) {
  const locale = useLocale()
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>
  const reviewedByAuthor = author.fields.slug === reviewer.fields.slug
  return (
    <div className={styles.byline}>
      {reviewedByAuthor ? (
        <MedicalReview template={words.writtenAndReviewedBy} reviewer={author} lastReviewed={lastReviewed} />
      ) : (
        <>
          <p className={styles.author}>
            <PenLine aria-hidden="true" size={18} />
            <span>
              <TemplateText template={words.writtenBy} values={{ name: author.name, qualification: author.qualification }} />
            </span>
          </p>
          <MedicalReview template={reviewTemplate} reviewer={reviewer} lastReviewed={lastReviewed} />
        </>
      )}
      <MetaLine
        items={[
          <TemplateText template={words.published} values={{ date: date(datePublished) }} />,
          dateModified && <TemplateText template={words.updated} values={{ date: date(dateModified) }} />,
          <TemplateText template={words.readingTime} values={{ duration: formatMinutes(readingMinutes, locale) }} />,
        ]}
      />
    </div>
  )
}
