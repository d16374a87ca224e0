import { localeTags, type Locale } from "./locales"

/**
 * A calendar date written out in a language: "2026-12-01" is "1 December 2026" in English, "१ डिसेंबर, २०२६" in
 * Marathi; with the weekday, "Tuesday, 1 December 2026". The date is read as a day, not an instant, so it is the same
 * wherever the visitor is.
 */
export function formatDate(isoDate: string, locale: Locale, { weekday = false } = {}): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Intl.DateTimeFormat(localeTags[locale], {
    weekday: weekday ? "long" : undefined,
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)))
}
