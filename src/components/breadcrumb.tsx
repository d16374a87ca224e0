import React from "react"
import * as styles from "./breadcrumb.module.scss"

interface BreadcrumbProps {
  trail: readonly { label: string; to: string }[]
  current: string
  /** What a screen reader calls it, in the page's language. */
  label: string
}

/** Where the page sits: each step back is a link, the page itself is marked current. */
export function Breadcrumb({ trail, current, label }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {trail.map(({ label, to }) => (
          <li key={to}>
            <a href={to}>{label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
