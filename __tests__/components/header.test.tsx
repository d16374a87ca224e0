import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Header } from "../../src/components/header"
import { provideSiteContent } from "../support/provide-site-content"

beforeEach(provideSiteContent)

function mainNavigation() {
  return screen.getByRole("navigation", { name: "Main" })
}

describe("Header", () => {
  it("links the five pages of the specification, in order, and a Book Consultation link to /contact", () => {
    render(<Header currentPath="/" />)
    const links = within(mainNavigation()).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Our Doctor", "/doctor"],
      ["Contact", "/contact"],
      ["Book Consultation", "/contact"],
    ])
  })

  it("marks the current page's link, and only it", () => {
    render(<Header currentPath="/services/" />)
    const current = within(mainNavigation()).getAllByRole("link").filter((link) => link.hasAttribute("aria-current"))
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent("Services")
    expect(current[0]).toHaveAttribute("aria-current", "page")
  })

  it("opens and closes the menu with its toggle, which controls the navigation", async () => {
    render(<Header currentPath="/" />)
    const toggle = screen.getByRole("button", { name: "Menu" })
    expect(toggle).toHaveAttribute("aria-controls", mainNavigation().id)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(mainNavigation()).toHaveAttribute("data-open", "false")

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(mainNavigation()).toHaveAttribute("data-open", "true")

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu when a link is chosen", async () => {
    render(<Header currentPath="/" />)
    const toggle = screen.getByRole("button", { name: "Menu" })
    await userEvent.click(toggle)
    await userEvent.click(within(mainNavigation()).getByRole("link", { name: "Our Doctor" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu on Escape and gives focus back to the toggle", async () => {
    render(<Header currentPath="/" />)
    const toggle = screen.getByRole("button", { name: "Menu" })
    await userEvent.click(toggle)
    within(mainNavigation()).getByRole("link", { name: "About" }).focus()
    await userEvent.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("closes the menu when the page changes", async () => {
    const { rerender } = render(<Header currentPath="/" />)
    await userEvent.click(screen.getByRole("button", { name: "Menu" }))
    rerender(<Header currentPath="/about" />)
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false")
  })
})
