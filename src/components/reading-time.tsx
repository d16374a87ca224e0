import React from "react"
import { useLocale } from "../hooks/use-locale"
import { formatMinutes } from "../lib/reading-time"

/** "6 minutes", "६ मिनिटे", written by Intl, as an ISO duration too. */
export function ReadingTime({ minutes }: { minutes: number }) {
  const locale = useLocale()
  return <time dateTime={`PT${minutes}M`}>{formatMinutes(minutes, locale)}</time>
}
