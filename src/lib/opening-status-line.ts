import { fillTemplate } from "./fill-template"
import { dayName, formatTime } from "./hours"
import { localeTags, type Locale } from "./locales"
import type { Closure, OpeningStatus } from "./opening-status"

export interface OpeningStatusWords {
  open: string
  closed: string
  closedFor: string
  indiaTime: string
  closureNotice: string
}

/** "today", "tomorrow" (आज, उद्या), else the weekday: the day the centre opens next, in the page's language. */
export function dayWord(opens: { day: string; inDays: number }, locale: Locale): string {
  if (opens.inDays > 1) return dayName(opens.day, locale)
  return new Intl.RelativeTimeFormat(localeTags[locale], { numeric: "auto" }).format(opens.inDays, "day")
}

/**
 * "Open now · closes 7:00 PM", "Closed · opens tomorrow 9:00 AM", with "(India time)" for a visitor whose clock reads
 * otherwise; undefined when the centre does not open within the fortnight the status looks ahead.
 */
export function openingStatusLine(status: OpeningStatus, words: OpeningStatusWords, locale: Locale, inIndiaTime: boolean): string | undefined {
  let line: string
  if (status.open) line = fillTemplate(words.open, { time: formatTime(status.closes, locale) })
  else if (!status.opens) return undefined
  else {
    const values = { day: dayWord(status.opens, locale), time: formatTime(status.opens.time, locale), note: status.closure?.note ?? "" }
    line = fillTemplate(status.closure ? words.closedFor : words.closed, values)
  }
  return inIndiaTime ? line : `${line} (${words.indiaTime})`
}

/** "Closed 8–10 November: Diwali", with the dates as the language writes a range. */
export function closureLine({ from, to, note }: Closure, words: OpeningStatusWords, locale: Locale): string {
  const date = (iso: string) => new Date(`${iso}T00:00:00Z`)
  const format = new Intl.DateTimeFormat(localeTags[locale], { day: "numeric", month: "long", timeZone: "UTC" })
  const dates = to && to !== from ? format.formatRange(date(from), date(to)) : format.format(date(from))
  return fillTemplate(words.closureNotice, { dates, note })
}
