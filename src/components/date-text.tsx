import React from "react"
import { useLocale } from "../hooks/use-locale"
import { formatDate } from "../lib/dates"

/**
 * A calendar date ("2026-11-22") written out in the page's language, machine-readable in its dateTime. Intl writes it,
 * and an older browser's calendar words may differ from those of the build's Node: suppressHydrationWarning lets React
 * correct the text rather than discard the page's HTML and render the whole page again.
 */
export function DateText({ iso }: { iso: string }) {
  const locale = useLocale()
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatDate(iso, locale)}
    </time>
  )
}
