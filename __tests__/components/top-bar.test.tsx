import React from "react"
import { render, screen } from "@testing-library/react"
import { TopBar } from "../../src/components/top-bar"
import { provideSiteContent } from "../support/provide-site-content"

beforeEach(provideSiteContent)

it("calls the calls number, mails the info address and says when the centre was established", () => {
  render(<TopBar />)
  expect(screen.getByRole("link", { name: "Call +91 90000 00002" })).toHaveAttribute("href", "tel:+919000000002")
  expect(screen.getByRole("link", { name: "E-mail info@example.com" })).toHaveAttribute("href", "mailto:info@example.com")
  expect(screen.getByText("Established 2004")).toBeInTheDocument()
})
