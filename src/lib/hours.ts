import { localeTags, type Locale } from "./locales"

export interface OpeningHours {
  dayOfWeek: readonly string[]
  opens: string
  closes: string
}

export const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/** A moment of a day as a Date, for Intl to write (1 January 2024 was a Monday). */
function dayAndTime(day: string, time = "00:00"): Date {
  const [hours, minutes] = time.split(":").map(Number)
  return new Date(Date.UTC(2024, 0, 1 + week.indexOf(day), hours, minutes))
}

/**
 * "19:00" -> "7:00 PM" as the specification writes English times; Marathi and Hindi say the part of the day
 * instead ("संध्याकाळ ७:००", "शाम 7:00"), in their own digits. Its spaces do not break, so a narrow line never
 * leaves "PM" or "संध्याकाळ" apart from its time.
 */
export function formatTime(time: string, locale: Locale = "en"): string {
  let text: string
  if (locale === "en") {
    const [hours, minutes] = time.split(":").map(Number)
    const period = hours < 12 ? "AM" : "PM"
    const hour12 = hours % 12 === 0 ? 12 : hours % 12
    text = `${hour12}:${String(minutes).padStart(2, "0")} ${period}`
  } else {
    const format = new Intl.DateTimeFormat(localeTags[locale], { hour: "numeric", minute: "2-digit", hour12: true, dayPeriod: "short", timeZone: "UTC" })
    text = format.format(dayAndTime("Monday", time))
  }
  return text.replace(/\s/g, "\u00a0")
}

/** A day's name in a language: "Monday", "सोमवार". */
export function dayName(day: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(localeTags[locale], { weekday: "long", timeZone: "UTC" }).format(dayAndTime(day))
}

function isConsecutive(days: readonly string[]): boolean {
  return days.every((day, index) => index === 0 || week.indexOf(day) === week.indexOf(days[index - 1]) + 1)
}

/** Consecutive days become a range ("Monday-Saturday"); others are listed ("Monday, Thursday"). */
export function formatDays(days: readonly string[], locale: Locale = "en"): string {
  const names = days.map((day) => dayName(day, locale))
  if (days.length > 2 && isConsecutive(days)) return `${names[0]}-${names[names.length - 1]}`
  return names.join(", ")
}

/** One line of the opening hours, as the specification writes it: "Monday-Saturday", "9:00 AM - 7:00 PM". */
export function formatOpeningHours({ dayOfWeek, opens, closes }: OpeningHours, locale: Locale = "en"): { days: string; time: string } {
  return { days: formatDays(dayOfWeek, locale), time: `${formatTime(opens, locale)} - ${formatTime(closes, locale)}` }
}
