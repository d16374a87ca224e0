import React from "react"
import { nextReviewDate } from "../lib/dates"
import { DateText } from "./date-text"
import * as styles from "./review-dates.module.scss"
import { TemplateText } from "./template-text"

export interface ReviewDatesProps {
  /** The line from site.yaml, with {lastReviewed} and {nextReview}. */
  template: string
  /** "2026-11-22" */
  lastReviewed: string
  /** The page's own next review; twelve months after the last when it has none. */
  nextReview?: string | null
}

/** "Last reviewed <date> · Next review due <date>", below a health page's content, as the NHS shows it. */
export function ReviewDates({ template, lastReviewed, nextReview }: ReviewDatesProps) {
  // In the editor's preview, a date may be missing or half typed; the build has checked every page's.
  const isDay = (date?: string | null) => /^\d{4}-\d{2}-\d{2}$/.test(date ?? "") && !Number.isNaN(Date.parse(date!))
  if (!isDay(lastReviewed)) return null
  return (
    <p className={styles.dates}>
      <TemplateText
        template={template}
        values={{
          lastReviewed: <DateText iso={lastReviewed} />,
          nextReview: <DateText iso={nextReviewDate(lastReviewed, isDay(nextReview) ? nextReview : undefined)} />,
        }}
      />
    </p>
  )
}
