import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/footer"
import { provideSiteContent } from "../support/provide-site-content"

beforeEach(provideSiteContent)

describe("Footer", () => {
  it("links the three policy pages", () => {
    render(<Footer />)
    const links = within(screen.getByRole("navigation", { name: "Information" })).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Medical Disclaimer", "/medical-disclaimer"],
    ])
  })

  it("states the centre's claims from the specification", () => {
    render(<Footer />)
    const claims = within(screen.getByRole("region", { name: "Our commitments" })).getAllByRole("listitem")
    expect(claims.map((claim) => claim.textContent)).toEqual([
      "ISO 9001:2015 certified",
      "Government certified",
      "Established 2004",
      "20+ years of clinical experience",
      "5000+ cancer patients treated",
      "24/7 support",
    ])
  })

  it("gives working phone, WhatsApp and e-mail links", () => {
    render(<Footer />)
    const contact = within(screen.getByRole("region", { name: "Contact" }))
    expect(contact.getByRole("link", { name: "+91 90000 00002" })).toHaveAttribute("href", "tel:+919000000002")
    expect(contact.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919000000001\?text=Hello%2C%20I%20have%20a%20question/,
    )
    expect(contact.getByRole("link", { name: "info@example.com" })).toHaveAttribute("href", "mailto:info@example.com")
  })
})
