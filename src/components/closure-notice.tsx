import React from "react"
import { CalendarX } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { useNow } from "../hooks/use-now"
import { useSite } from "../hooks/use-site"
import { upcomingClosures } from "../lib/opening-status"
import { closureLine } from "../lib/opening-status-line"
import * as styles from "./closure-notice.module.scss"

interface ClosureNoticeProps {
  /** When the site was built: the HTML lists the closures due then, and the browser brings the list up to date. */
  builtAt: string
}

/** The closures that are on today or begin within two weeks, from content/site.yaml. */
export function ClosureNotice({ builtAt }: ClosureNoticeProps) {
  const site = useSite()
  const locale = useLocale()
  const now = useNow(new Date(builtAt))!
  const closures = upcomingClosures(now, site.closures ?? [])
  if (closures.length === 0) return null
  return (
    <div className={styles.notice}>
      <CalendarX aria-hidden="true" size={22} />
      <ul>
        {closures.map((closure) => (
          <li key={closure.from}>{closureLine(closure, site.openingStatus, locale)}</li>
        ))}
      </ul>
    </div>
  )
}
