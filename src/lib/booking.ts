import { fillTemplate } from "./fill-template"
import { localizeDigits, normalizeDigits, type Locale } from "./locales"

/** What a visitor types into the booking dialog. Nothing of it leaves the browser except in the WhatsApp link. */
export interface BookingValues {
  name: string
  email: string
  date: string
  message: string
  phone: string
}

export type BookingField = keyof BookingValues

/** The order the fields appear in the dialog, which is also the order focus goes to the first error. */
export const bookingFields: readonly BookingField[] = ["name", "email", "date", "message", "phone"]

export const emptyBooking: BookingValues = { name: "", email: "", date: "", message: "", phone: "" }

export const messageMaxLength = 1000

interface BookingErrorMessages {
  nameRequired: string
  emailRequired: string
  emailInvalid: string
  dateRequired: string
  dateInvalid: string
  datePast: string
  phoneRequired: string
  phoneInvalid: string
  messageTooLong: string
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const phoneCharacters = /^\+?[\d][\d\s-]*$/

/** Today in the visitor's own time zone, as the date input writes it: "2026-11-21". */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A phone number of 7 to 15 digits, ASCII or Devanagari, with an optional + and spaces or dashes between. */
export function isPhoneNumber(phone: string): boolean {
  const ascii = normalizeDigits(phone.trim())
  const digits = ascii.replace(/\D/g, "").length
  return phoneCharacters.test(ascii) && digits >= 7 && digits <= 15
}

/**
 * The date a visitor gave, as "2026-12-15". A browser's date field always gives that form; where a browser shows the
 * field as a text box, "15/12/2026", "15-12-2026" and Devanagari digits (१५/१२/२०२६) are read too. Undefined when the
 * text is no date.
 */
export function readBookingDate(text: string): string | undefined {
  const ascii = normalizeDigits(text.trim())
  const iso = ascii.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/)
  const dayFirst = ascii.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/)
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : undefined
  if (!parts) return undefined
  const [year, month, day] = parts
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`
}

/** What a visitor typed, in the form the message and the checks use: dates as "2026-12-15", phone digits in ASCII. */
export function normalizeBooking(values: BookingValues): BookingValues {
  return { ...values, date: readBookingDate(values.date) ?? values.date, phone: normalizeDigits(values.phone) }
}

/** The message for each field that is wrong, in the page's language; an empty object when the booking can be sent. */
export function validateBooking(values: BookingValues, today: string, messages: BookingErrorMessages, locale: Locale): Partial<Record<BookingField, string>> {
  const errors: Partial<Record<BookingField, string>> = {}
  if (!values.name.trim()) errors.name = messages.nameRequired

  if (!values.email.trim()) errors.email = messages.emailRequired
  else if (!emailPattern.test(values.email.trim())) errors.email = messages.emailInvalid

  const date = readBookingDate(values.date)
  if (!values.date.trim()) errors.date = messages.dateRequired
  else if (!date) errors.date = messages.dateInvalid
  else if (date < today) errors.date = messages.datePast

  if (values.message.length > messageMaxLength) {
    errors.message = fillTemplate(messages.messageTooLong, { max: localizeDigits(String(messageMaxLength), locale) })
  }

  if (!values.phone.trim()) errors.phone = messages.phoneRequired
  else if (!isPhoneNumber(values.phone)) errors.phone = messages.phoneInvalid

  return errors
}
