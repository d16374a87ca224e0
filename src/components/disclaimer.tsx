import React from "react"
import Info from "lucide-react/icons/info"
import { useSite } from "../hooks/use-site"
import * as styles from "./disclaimer.module.scss"

/** The centre's medical disclaimer from content/site.yaml, shown above the footer on every page. */
export function Disclaimer() {
  const { disclaimer } = useSite()
  return (
    <aside className={styles.disclaimer} aria-labelledby="disclaimer-heading">
      <div className={styles.inner}>
        <Info aria-hidden="true" size={24} className={styles.icon} />
        <div>
          <h2 id="disclaimer-heading" className={styles.heading}>
            {disclaimer.heading}
          </h2>
          <p className={styles.text}>{disclaimer.text}</p>
          <a href={disclaimer.link.to}>{disclaimer.link.label}</a>
        </div>
      </div>
    </aside>
  )
}
