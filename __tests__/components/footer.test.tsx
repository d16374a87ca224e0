import React from "react"
import { screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/footer"
import { readContent } from "../support/content-data"
import { renderInPage } from "../support/page-content"

const site = readContent<{
  claims: string[]
  phones: { whatsapp: string; calls: string }
  email: string
  footer: { claimsHeading: string; contactHeading: string; linksHeading: string }
}>("site.yaml")
const navigation = readContent<{ footer: { label: string; to: string }[] }>("navigation.yaml")
const digits = (phone: string) => phone.replace(/\D/g, "")

describe("Footer", () => {
  it("links the pages navigation.yaml lists for the footer, in order", () => {
    renderInPage(<Footer />)
    const links = within(screen.getByRole("navigation", { name: site.footer.linksHeading })).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(navigation.footer.map(({ label, to }) => [label, to]))
  })

  it("states the centre's claims from site.yaml", () => {
    renderInPage(<Footer />)
    const claims = within(screen.getByRole("region", { name: site.footer.claimsHeading })).getAllByRole("listitem")
    expect(claims.map((claim) => claim.textContent)).toEqual(site.claims)
  })

  it("gives working phone, WhatsApp and e-mail links", () => {
    renderInPage(<Footer />)
    const contact = within(screen.getByRole("region", { name: site.footer.contactHeading }))
    expect(contact.getByRole("link", { name: site.phones.calls })).toHaveAttribute("href", `tel:+${digits(site.phones.calls)}`)
    expect(contact.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(new RegExp(`^https://wa\\.me/${digits(site.phones.whatsapp)}\\?text=`))
    expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
  })
})
