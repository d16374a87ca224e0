import React from "react"
import { useLocale } from "../hooks/use-locale"
import { formatMinutes } from "../lib/reading-time"

/** "6 minutes", "६ मिनिटे" as an ISO duration too; written by Intl, so it may differ in the browser (see DateText). */
export function ReadingTime({ minutes }: { minutes: number }) {
  const locale = useLocale()
  return (
    <time dateTime={`PT${minutes}M`} suppressHydrationWarning>
      {formatMinutes(minutes, locale)}
    </time>
  )
}
