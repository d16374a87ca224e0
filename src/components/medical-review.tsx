import React from "react"
import { ShieldCheck } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { formatDate } from "../lib/dates"
import { fillTemplate } from "../lib/fill-template"
import * as styles from "./medical-review.module.scss"

export interface MedicalReviewProps {
  /** The sentence from site.yaml, with {name}, {qualification} and {date}. */
  template: string
  reviewer: { name: string; qualification: string }
  /** "2026-11-01" */
  lastReviewed: string
}

/** "Medically reviewed by <name>, <qualification> · last reviewed <date>", with the date machine-readable. */
export function MedicalReview({ template, reviewer, lastReviewed }: MedicalReviewProps) {
  const locale = useLocale()
  const [before, after = ""] = fillTemplate(template, { name: reviewer.name, qualification: reviewer.qualification }).split("{date}")
  return (
    <p className={styles.review}>
      <ShieldCheck aria-hidden="true" size={18} />
      <span>
        {before}
        <time dateTime={lastReviewed}>{formatDate(lastReviewed, locale)}</time>
        {after}
      </span>
    </p>
  )
}
