import React from "react"
import * as styles from "./stat-list.module.scss"

interface StatListProps {
  stats: readonly { value: string; label: string }[]
}

export function StatList({ stats }: StatListProps) {
  return (
    <ul className={styles.stats}>
      {stats.map(({ value, label }) => (
        <li key={label} className={styles.stat}>
          <span className={styles.value}>{value}</span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  )
}
