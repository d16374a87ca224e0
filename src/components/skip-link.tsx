import React from "react"
import { useSite } from "../hooks/use-site"
import * as styles from "./skip-link.module.scss"

export const mainContentId = "main-content"

export function SkipLink() {
  const { ui } = useSite()
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      {ui.skipToContent}
    </a>
  )
}
