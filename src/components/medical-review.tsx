import React from "react"
import FilePen from "lucide-react/icons/file-pen"
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
  /**
   * Where the page's words are not those the reviewer signed off (changed since, or never signed), site.yaml's
   * sentence that says so, with the same names; the review line is not shown then.
   */
  changed?: string | null
}

/**
 * "Medically reviewed by <name>, <qualification> · last reviewed <date>", with the date machine-readable; or, where the
 * words changed after that review, a line that says so honestly.
 */
export function MedicalReview({ template, reviewer, lastReviewed, changed }: MedicalReviewProps) {
  const Icon = changed ? FilePen : ShieldCheck
  return (
    <p className={changed ? `${styles.review} ${styles.changed}` : styles.review}>
      <Icon aria-hidden="true" size={18} />
      <span>
        <TemplateText
          template={changed ?? template}
          values={{ name: reviewer.name, qualification: reviewer.qualification, date: <DateText iso={lastReviewed} /> }}
        />
      </span>
    </p>
  )
}
