import React from "react"
import * as styles from "./meta-line.module.scss"

interface MetaLineProps {
  /** Short facts in a row: a date, a reading time, a language; empty ones are left out. */
  items: readonly React.ReactNode[]
  className?: string
}

/** "Published 22 November 2026 · 5 minutes read", wrapping on a narrow phone. */
export function MetaLine({ items, className = "" }: MetaLineProps) {
  return (
    <p className={`${styles.line} ${className}`}>
      {items.filter(Boolean).map((item, index) => (
        <span key={index}>{item}</span>
      ))}
    </p>
  )
}
