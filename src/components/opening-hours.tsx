import React from "react"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { formatOpeningHours } from "../lib/hours"
import * as styles from "./opening-hours.module.scss"

/** Consultation hours from content/site.yaml, the same figures the page's structured data uses; Intl writes the day names and times. */
export function OpeningHours() {
  const site = useSite()
  const locale = useLocale()
  return (
    <>
      <dl className={styles.hours}>
        {site.hours.map((line) => {
          const { days, time } = formatOpeningHours(line, locale)
          return (
            <div key={days} className={styles.row}>
              <dt>{days}</dt>
              <dd>{time}</dd>
            </div>
          )
        })}
      </dl>
      <p className={styles.emergency}>{site.emergencyHours}</p>
      <p className={styles.note}>{site.emergencyNote}</p>
    </>
  )
}
