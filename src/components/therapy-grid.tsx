import React from "react"
import { TherapyCard } from "./therapy-card"
import * as styles from "./therapy-grid.module.scss"

/**
 * The Panchakarma therapies as a grid of cards. The first card's picture, the largest paint on a phone, loads first and
 * alone; the others load lazily, at once where they are on screen (a wide screen's first row).
 */
export function TherapyGrid({ therapies }: { therapies: readonly Queries.TherapyCardFragment[] }) {
  return (
    <ul className={styles.grid}>
      {therapies.map((therapy, index) => (
        <TherapyCard key={therapy.id} therapy={therapy} loading={index === 0 ? "first" : "lazy"} />
      ))}
    </ul>
  )
}
