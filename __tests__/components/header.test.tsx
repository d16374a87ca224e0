import React from "react"
import { screen, within } from "@testing-library/react"
import { Header } from "../../src/components/header"
import { readContent } from "../support/content-data"
import { renderInPage } from "../support/page-content"

const navigation = readContent<{ header: { label: string; to: string }[]; headerAction: { label: string; to: string } }>("navigation.yaml")

function mainNavigation() {
  return screen.getByRole("navigation", { name: "Main", hidden: true })
}

describe("Header", () => {
  it("links the pages of navigation.yaml, in order, and ends with the booking link", () => {
    renderInPage(<Header currentPath="/" />)
    const links = within(mainNavigation()).getAllByRole("link", { hidden: true })
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      [...navigation.header, navigation.headerAction].map(({ label, to }) => [label, to]),
    )
  })

  it("marks the current page's link, and only it", () => {
    const { to, label } = navigation.header[2]
    renderInPage(<Header currentPath={`${to}/`} />)
    const current = within(mainNavigation())
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.hasAttribute("aria-current"))
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent(label)
    expect(current[0]).toHaveAttribute("aria-current", "page")
  })

  it("makes the navigation a popover that the Menu button opens and the Close button hides, with no script", () => {
    renderInPage(<Header currentPath="/" />)
    expect(mainNavigation()).toHaveAttribute("popover", "auto")
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("popovertarget", mainNavigation().id)
    const close = within(mainNavigation()).getByRole("button", { name: "Close", hidden: true })
    expect(close).toHaveAttribute("popovertarget", mainNavigation().id)
    expect(close).toHaveAttribute("popovertargetaction", "hide")
  })
})
