import React from "react"
import * as styles from "./skip-link.module.scss"

export const mainContentId = "main-content"

export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      Skip to main content
    </a>
  )
}
