import React from "react"
import { useLocale } from "../hooks/use-locale"
import { formatDate } from "../lib/dates"

/**
 * A calendar date ("2026-11-22") written out in the page's language by Intl, machine-readable in its dateTime.
 */
export function DateText({ iso }: { iso: string }) {
  const locale = useLocale()
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>
}
