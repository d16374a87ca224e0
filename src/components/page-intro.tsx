import React from "react"
import * as styles from "./page-intro.module.scss"

interface PageIntroProps {
  heading: string
  lead?: string
  eyebrow?: React.ReactNode
  children?: React.ReactNode
}

/** The band at the top of a page: its one h1 and a short lead. */
export function PageIntro({ heading, lead, eyebrow, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        {eyebrow}
        <h1 className={styles.heading}>{heading}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  )
}
