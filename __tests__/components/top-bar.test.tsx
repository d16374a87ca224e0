import React from "react"
import { screen } from "@testing-library/react"
import { TopBar } from "../../src/components/top-bar"
import { readContent } from "../support/content-data"
import { renderInPage } from "../support/page-content"

it("calls the calls number, mails the info address and says when the centre was established", () => {
  const site = readContent<{ phones: { calls: string }; email: string; establishedLabel: string }>("site.yaml")
  renderInPage(<TopBar />)
  expect(screen.getByRole("link", { name: `Call ${site.phones.calls}` })).toHaveAttribute("href", `tel:+${site.phones.calls.replace(/\D/g, "")}`)
  expect(screen.getByRole("link", { name: `E-mail ${site.email}` })).toHaveAttribute("href", `mailto:${site.email}`)
  expect(screen.getByText(site.establishedLabel)).toBeInTheDocument()
})
