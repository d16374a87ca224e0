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
  // A new entry in the editor's preview has no review date yet.
  if (!lastReviewed) return null
  return (
    <p className={styles.dates}>
      <TemplateText template={template} values={{ lastReviewed: <DateText iso={lastReviewed} />, nextReview: <DateText iso={nextReviewDate(lastReviewed, nextReview)} /> }} />
    </p>
  )
}
