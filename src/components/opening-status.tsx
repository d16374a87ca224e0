import React from "react"
import { Clock } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { useNow } from "../hooks/use-now"
import { useSite } from "../hooks/use-site"
import { keepsClinicTime, openingStatus } from "../lib/opening-status"
import { openingStatusLine } from "../lib/opening-status-line"
import * as styles from "./opening-status.module.scss"

/**
 * "Open now · closes 7:00 PM", by India's clock wherever the visitor is. Only the browser knows the time, so the line
 * fills in once the scripts run (its space is kept, so nothing moves); without them the weekly hours beside it serve.
 * It is plain text, not a live region: a screen reader reads it once, where it stands.
 */
export function OpeningStatus({ className = "", colored = true }: { className?: string; colored?: boolean }) {
  const site = useSite()
  const locale = useLocale()
  const now = useNow()
  const status = now && openingStatus(now, site.hours, site.closures ?? [])
  const inIndiaTime = now !== null && keepsClinicTime(now, Intl.DateTimeFormat().resolvedOptions().timeZone)
  const line = status && openingStatusLine(status, site.openingStatus, locale, inIndiaTime)
  return (
    <p className={`${styles.status} ${colored ? styles.colored : ""} ${className}`} data-open={status ? status.open : undefined}>
      {line && (
        <>
          <Clock aria-hidden="true" size={18} />
          <span>{line}</span>
        </>
      )}
    </p>
  )
}
