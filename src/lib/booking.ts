import { fillTemplate } from "./fill-template"

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

export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, "").length
  return phoneCharacters.test(phone.trim()) && digits >= 7 && digits <= 15
}

/** The message for each field that is wrong; an empty object when the booking can be sent. */
export function validateBooking(
  values: BookingValues,
  today: string,
  messages: BookingErrorMessages,
): Partial<Record<BookingField, string>> {
  const errors: Partial<Record<BookingField, string>> = {}
  if (!values.name.trim()) errors.name = messages.nameRequired

  if (!values.email.trim()) errors.email = messages.emailRequired
  else if (!emailPattern.test(values.email.trim())) errors.email = messages.emailInvalid

  if (!values.date) errors.date = messages.dateRequired
  else if (values.date < today) errors.date = messages.datePast

  if (values.message.length > messageMaxLength) {
    errors.message = fillTemplate(messages.messageTooLong, { max: String(messageMaxLength) })
  }

  if (!values.phone.trim()) errors.phone = messages.phoneRequired
  else if (!isPhoneNumber(values.phone)) errors.phone = messages.phoneInvalid

  return errors
}
