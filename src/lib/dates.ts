/**
 * A calendar date written out in words: "2026-12-01" -> "1 December 2026", or with the weekday, "Tuesday, 1 December
 * 2026". The date is read as a day, not an instant, so it is the same wherever the visitor is.
 */
export function formatDate(isoDate: string, { weekday = false } = {}): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Intl.DateTimeFormat("en-IN", {
    weekday: weekday ? "long" : undefined,
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)))
}
