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

/** How long a health page's medical review holds when its file names no `nextReview`. */
export const monthsBetweenReviews = 12

/**
 * When a health page is next due for medical review: its own `nextReview`, or twelve months after `lastReviewed`
 * (a review on 29 February is due on 1 March).
 */
export function nextReviewDate(lastReviewed: string, nextReview?: string | null): string {
  if (nextReview) return nextReview
  const [year, month, day] = lastReviewed.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1 + monthsBetweenReviews, day)).toISOString().slice(0, 10)
}
