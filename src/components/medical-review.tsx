import React from "react"
import ShieldCheck from "lucide-react/icons/shield-check"
import { DateText } from "./date-text"
import * as styles from "./medical-review.module.scss"
import { TemplateText } from "./template-text"

export interface MedicalReviewProps {
  /** The sentence from site.yaml, with {name}, {qualification} and {date}. */
  template: string
  reviewer: { name: string; qualification: string }
  /** "2026-11-01" */
  lastReviewed: string
}

/** "Medically reviewed by <name>, <qualification> · last reviewed <date>", with the date machine-readable. */
export function MedicalReview({ template, reviewer, lastReviewed }: MedicalReviewProps) {
  return (
    <p className={styles.review}>
      <ShieldCheck aria-hidden="true" size={18} />
      <span>
        <TemplateText template={template} values={{ name: reviewer.name, qualification: reviewer.qualification, date: <DateText iso={lastReviewed} /> }} />
      </span>
    </p>
  )
}
