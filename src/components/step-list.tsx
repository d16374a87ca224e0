import React from "react"
import * as styles from "./step-list.module.scss"

interface StepListProps {
  steps: readonly { title: string; text: string }[]
}

/** Numbered steps in order: the number comes from the list, so assistive technology reads it too. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={styles.steps}>
      {steps.map(({ title, text }) => (
        <li key={title} className={styles.step}>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ol>
  )
}
