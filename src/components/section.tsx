import React from "react"
import { headingId } from "../lib/heading-id"
import * as styles from "./section.module.scss"

interface SectionProps {
  heading: string
  intro?: string | null
  tone?: "plain" | "tinted" | "sand"
  id?: string
  children: React.ReactNode
}

/** A titled band of a page; its h2 names the section for assistive technology. */
export function Section({ heading, intro, tone = "plain", id, children }: SectionProps) {
  const titleId = `section-${headingId(heading)}`
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId}>{heading}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  )
}
