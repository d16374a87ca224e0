import { phoneDigits, telHref } from "../../src/lib/phone"
import { whatsappLink } from "../../src/lib/whatsapp"

describe("phone links", () => {
  it("keeps only the digits of a written number", () => {
    expect(phoneDigits("+91 90000 00001")).toBe("919000000001")
    expect(phoneDigits("+91-253-123 4567")).toBe("912531234567")
  })

  it("dials with the country code", () => {
    expect(telHref("+91 90000 00002")).toBe("tel:+919000000002")
  })

  it("addresses WhatsApp to the number's digits with the text encoded", () => {
    expect(whatsappLink("+91 90000 00001", "Hello, I'd like a consultation?")).toBe(
      "https://wa.me/919000000001?text=Hello%2C%20I'd%20like%20a%20consultation%3F",
    )
  })
})
