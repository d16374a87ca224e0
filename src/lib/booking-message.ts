import type { BookingValues } from "./booking"
import { formatDate } from "./dates"

interface BookingMessageLabels {
  heading: string
  name: string
  email: string
  date: string
  message: string
  phone: string
}

/** The WhatsApp text: a heading, then one labelled line per field; an empty message is left out. */
export function composeBookingMessage(values: BookingValues, labels: BookingMessageLabels): string {
  const lines = [
    labels.heading,
    `${labels.name}: ${values.name.trim()}`,
    `${labels.email}: ${values.email.trim()}`,
    `${labels.date}: ${formatDate(values.date, { weekday: true })}`,
  ]
  if (values.message.trim()) lines.push(`${labels.message}: ${values.message.trim()}`)
  lines.push(`${labels.phone}: ${values.phone.trim()}`)
  return lines.join("\n")
}
