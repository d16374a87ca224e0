import { normalizeBooking, type BookingValues } from "./booking"
import { formatDate } from "./dates"
import type { Locale } from "./locales"

interface BookingMessageLabels {
  heading: string
  name: string
  email: string
  date: string
  message: string
  phone: string
}

/**
 * The WhatsApp text, in the visitor's language: a heading, then one labelled line per field; an empty message is left
 * out. The date is written as the language writes dates; the phone number in ASCII digits, for the clinic to dial.
 */
export function composeBookingMessage(booking: BookingValues, labels: BookingMessageLabels, locale: Locale): string {
  const values = normalizeBooking(booking)
  const lines = [
    labels.heading,
    `${labels.name}: ${values.name.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    `${labels.date}: ${formatDate(values.date, locale, { weekday: true })}`,
  ]
  if (values.message.trim()) lines.push(`${labels.message}: ${values.message.trim()}`)
  lines.push(`${labels.phone}: ${values.phone.trim()}`)
  return lines.join("\n")
}
