import type { BookingValues } from "../../src/lib/booking"
import { messageMaxLength } from "../../src/lib/booking"
import { composeBookingMessage } from "../../src/lib/booking-message"
import { formatDate } from "../../src/lib/dates"
import { whatsappLink } from "../../src/lib/whatsapp"

const labels = {
  heading: "New consultation request from the website:",
  name: "Your name",
  email: "E-mail",
  date: "Preferred date for Panchakarma",
  message: "Message (optional)",
  phone: "Contact number",
}

const booking: BookingValues = {
  name: "Asha Patil",
  email: "asha@example.in",
  date: "2026-12-01",
  message: "Breast cancer, on chemotherapy.",
  phone: "+91 98765 43210",
}

/** What WhatsApp would read back out of the link. */
function textOf(link: string): string | null {
  return new URL(link).searchParams.get("text")
}

describe("booking message", () => {
  it("puts each field on its own labelled line, in the form's order", () => {
    expect(composeBookingMessage(booking, labels, "en")).toBe(
      [
        "New consultation request from the website:",
        "Your name: Asha Patil",
        "E-mail: asha@example.in",
        "Preferred date for Panchakarma: Tuesday, 1 December 2026",
        "Message (optional): Breast cancer, on chemotherapy.",
        "Contact number: +91 98765 43210",
      ].join("\n"),
    )
  })

  it("leaves out an empty message", () => {
    expect(composeBookingMessage({ ...booking, message: "  " }, labels, "en")).not.toContain("Message")
  })

  it("writes the date in words, the same way in every time zone", () => {
    expect(formatDate("2027-01-31", "en", { weekday: true })).toBe("Sunday, 31 January 2027")
    expect(formatDate("2027-01-31", "en")).toBe("31 January 2027")
  })

  it("writes a Marathi message with the Marathi labels, the date as Marathi writes it and the number as dialled", () => {
    const marathi = { heading: "विनंती:", name: "नाव", email: "ई-मेल", date: "तारीख", message: "संदेश", phone: "संपर्क क्रमांक" }
    const text = composeBookingMessage({ ...booking, date: "१/१२/२०२६", phone: "+९१ ९८७६५ ४३२१०" }, marathi, "mr")
    expect(text.split("\n")).toEqual([
      "विनंती:",
      "नाव: Asha Patil",
      "ई-मेल: asha@example.in",
      "तारीख: मंगळवार, १ डिसेंबर, २०२६",
      "संदेश: Breast cancer, on chemotherapy.",
      "संपर्क क्रमांक: +91 98765 43210",
    ])
  })

  it("writes a Hindi date in Hindi, with international digits", () => {
    expect(formatDate("2026-12-01", "hi", { weekday: true })).toBe("मंगलवार, 1 दिसंबर 2026")
  })

  it("addresses the link to the clinic's WhatsApp digits", () => {
    expect(whatsappLink("+91 90000 00001", "x")).toMatch(/^https:\/\/wa\.me\/919000000001\?text=/)
  })

  it.each([
    ["Devanagari", "नमस्ते, मला सल्ला हवा आहे। कृपया वेळ सांगा."],
    ["emoji", "Thank you 🙏🌿 see you soon 👍🏽"],
    ["URL-special characters", "Tea & honey #1? 50% off = a+b / c; d=e&f"],
    ["quotes and markup", `He said "don't" <b>bold</b> <script>alert('x')</script>`],
    ["newlines", "line one\nline two\r\n\nline four"],
    ["a message at the maximum length", "अ🙏&#%\n".repeat(messageMaxLength / 7).padEnd(messageMaxLength, "x")],
  ])("keeps %s exactly through encoding and decoding", (_, message) => {
    const text = composeBookingMessage({ ...booking, message }, labels, "en")
    expect(textOf(whatsappLink("+91 90000 00001", text))).toBe(text)
    expect(text).toContain(message.trim())
  })
})
