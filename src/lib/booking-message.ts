import type { BookingValues } from "./booking"

interface BookingMessageLabels {
  heading: string
  name: string
  email: string
  date: string
  message: string
  phone: string
}

/** "2026-12-01" -> "Tuesday, 1 December 2026", the same wherever the visitor is. */
export function readableDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)))
}

/** The WhatsApp text: a heading, then one labelled line per field; an empty message is left out. */
export function composeBookingMessage(values: BookingValues, labels: BookingMessageLabels): string {
  const lines = [
    labels.heading,
    `${labels.name}: ${values.name.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    `${labels.date}: ${readableDate(values.date)}`,
  ]
  if (values.message.trim()) lines.push(`${labels.message}: ${values.message.trim()}`)
  lines.push(`${labels.phone}: ${values.phone.trim()}`)
  return lines.join("\n")
}
