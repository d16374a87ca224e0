import React from "react"
import { useLocale } from "../hooks/use-locale"
import { localizeDigits } from "../lib/locales"
import * as styles from "./stat-list.module.scss"

interface StatListProps {
  stats: readonly { value: string; label: string }[]
}

/** Figures, each with what it counts; the figure is written once, in English, and shown in the page's digits. */
export function StatList({ stats }: StatListProps) {
  const locale = useLocale()
  return (
    <ul className={styles.stats}>
      {stats.map(({ value, label }) => (
        <li key={label} className={styles.stat}>
          <span className={styles.value}>{localizeDigits(value, locale)}</span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  )
}
