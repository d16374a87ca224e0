import React from "react"
import Clock from "lucide/dist/esm/icons/clock.mjs"
import { useNow } from "../hooks/use-now"
import type { OpeningHours } from "../lib/hours"
import type { Locale } from "../lib/locales"
import { keepsClinicTime, openingStatus, type Closure } from "../lib/opening-status"
import { openingStatusLine, type OpeningStatusWords } from "../lib/opening-status-line"
import { LineIcon } from "./line-icon"
import * as styles from "./opening-status.module.scss"

export interface OpeningStatusProps {
  hours: readonly OpeningHours[]
  closures: readonly Closure[]
  words: OpeningStatusWords
  locale: Locale
  /** Green when open and saffron when closed; plain in the footer. */
  colored?: boolean
}

/**
 * An island: "Open now · closes 7:00 PM", by India's clock wherever the visitor is. Only the browser knows the time, so
 * the HTML holds an empty line of reserved height, which fills in once the island is hydrated and again each minute;
 * without JavaScript the weekly hours beside it serve. It is plain text, not a live region: a screen reader reads it
 * once, where it stands.
 */
export function OpeningStatus({ hours, closures, words, locale, colored = true }: OpeningStatusProps) {
  const now = useNow()
  const status = now && openingStatus(now, hours, closures)
  const inIndiaTime = now !== null && keepsClinicTime(now, Intl.DateTimeFormat().resolvedOptions().timeZone)
  const line = status && openingStatusLine(status, words, locale, inIndiaTime)
  return (
    <p className={colored ? `${styles.status} ${styles.colored}` : styles.status} data-open={status ? status.open : undefined}>
      {line && (
        <>
          <LineIcon icon={Clock} name="lucide-clock" size={18} />
          <span>{line}</span>
        </>
      )}
    </p>
  )
}
