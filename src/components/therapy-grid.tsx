import React from "react"
import { TherapyCard } from "./therapy-card"
import * as styles from "./therapy-grid.module.scss"

/** The Panchakarma therapies as a grid of cards; the first row's pictures load first. */
export function TherapyGrid({ therapies }: { therapies: readonly Queries.TherapyCardFragment[] }) {
  return (
    <ul className={styles.grid}>
      {therapies.map((therapy, index) => (
        <TherapyCard key={therapy.id} therapy={therapy} eager={index < 2} />
      ))}
    </ul>
  )
}
