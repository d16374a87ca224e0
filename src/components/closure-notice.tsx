import React from "react"
import CalendarX from "lucide/dist/esm/icons/calendar-x.mjs"
import { useNow } from "../hooks/use-now"
import type { Locale } from "../lib/locales"
import { upcomingClosures, type Closure } from "../lib/opening-status"
import { closureLine, type OpeningStatusWords } from "../lib/opening-status-line"
import { LineIcon } from "./line-icon"
import * as styles from "./closure-notice.module.scss"

export interface ClosureNoticeProps {
  /** When the site was built: the HTML lists the closures due then, and the browser brings the list up to date. */
  builtAt: string
  closures: readonly Closure[]
  words: OpeningStatusWords
  locale: Locale
}

/** An island: the closures from content/site.yaml that are on today or begin within two weeks. */
export function ClosureNotice({ builtAt, closures, words, locale }: ClosureNoticeProps) {
  const now = useNow(new Date(builtAt))!
  const due = upcomingClosures(now, closures)
  if (due.length === 0) return null
  return (
    <div className={styles.notice}>
      <LineIcon icon={CalendarX} name="lucide-calendar-x" size={22} />
      <ul>
        {due.map((closure) => (
          <li key={closure.from}>{closureLine(closure, words, locale)}</li>
        ))}
      </ul>
    </div>
  )
}
