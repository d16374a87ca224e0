import { isPhoneNumber, localIsoDate, messageMaxLength, readBookingDate, validateBooking, type BookingValues } from "../../src/lib/booking"
import { readContent } from "../support/content-data"

const { booking } = readContent<{ booking: { errors: Parameters<typeof validateBooking>[2] } }>("site.yaml")
const messages = booking.errors
const today = "2026-11-21"
const valid: BookingValues = {
  name: "Asha Patil",
  email: "asha@example.in",
  date: "2026-11-21",
  message: "",
  phone: "+91 98765 43210",
}

function errorsFor(changes: Partial<BookingValues>) {
  return validateBooking({ ...valid, ...changes }, today, messages, "en")
}

describe("booking validation", () => {
  it("accepts a complete booking for today with no message", () => {
    expect(errorsFor({})).toEqual({})
  })

  it("requires name, e-mail, date and contact number, and says so for each", () => {
    expect(validateBooking({ name: " ", email: "", date: "", message: "", phone: "" }, today, messages, "en")).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      date: messages.dateRequired,
      phone: messages.phoneRequired,
    })
  })

  it("rejects an e-mail address that is not one", () => {
    for (const email of ["asha", "asha@", "asha@example", "asha example@x.in"]) {
      expect(errorsFor({ email })).toEqual({ email: messages.emailInvalid })
    }
  })

  it("rejects a date before today and accepts later ones", () => {
    expect(errorsFor({ date: "2026-11-20" })).toEqual({ date: messages.datePast })
    expect(errorsFor({ date: "2027-01-05" })).toEqual({})
  })

  it("accepts phone numbers of 7 to 15 digits with an optional +, spaces and dashes", () => {
    for (const phone of ["+91 98765 43210", "0253-2345678", "9876543", "+123456789012345"]) {
      expect(isPhoneNumber(phone)).toBe(true)
    }
    for (const phone of ["98765", "+1234567890123456", "98765 4321x", "phone me", "++91 98765 43210", "-9876543"]) {
      expect(isPhoneNumber(phone)).toBe(false)
    }
    expect(errorsFor({ phone: "12345" })).toEqual({ phone: messages.phoneInvalid })
  })

  it("allows a message up to the maximum length and names the limit beyond it", () => {
    expect(errorsFor({ message: "a".repeat(messageMaxLength) })).toEqual({})
    expect(errorsFor({ message: "a".repeat(messageMaxLength + 1) })).toEqual({
      message: messages.messageTooLong.replace("{max}", String(messageMaxLength)),
    })
  })

  it("accepts a phone number typed in Devanagari digits", () => {
    expect(isPhoneNumber("+९१ ९८७६५ ४३२१०")).toBe(true)
    expect(errorsFor({ phone: "९८७६५-४३२१०" })).toEqual({})
    expect(isPhoneNumber("९८७६")).toBe(false)
  })

  it("reads a date as the date field gives it, or as a person writes it, in either script", () => {
    expect(readBookingDate("2026-12-15")).toBe("2026-12-15")
    expect(readBookingDate("15/12/2026")).toBe("2026-12-15")
    expect(readBookingDate("१५-१२-२०२६")).toBe("2026-12-15")
    expect(readBookingDate("5.1.2027")).toBe("2027-01-05")
    expect(readBookingDate("31/02/2027")).toBeUndefined()
    expect(readBookingDate("next week")).toBeUndefined()
    expect(errorsFor({ date: "२१/११/२०२६" })).toEqual({})
    expect(errorsFor({ date: "१५/१३/२०२६" })).toEqual({ date: messages.dateInvalid })
    expect(errorsFor({ date: "२०/११/२०२६" })).toEqual({ date: messages.datePast })
  })

  it("writes the limit in the page's digits", () => {
    const marathi = { ...messages, messageTooLong: "संदेश {max} अक्षरांपर्यंत" }
    expect(validateBooking({ ...valid, message: "a".repeat(messageMaxLength + 1) }, today, marathi, "mr").message).toBe("संदेश १००० अक्षरांपर्यंत")
  })

  it("takes today from the visitor's own clock", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05")
  })
})
