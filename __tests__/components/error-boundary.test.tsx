import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/error-boundary"

const words = { errorHeading: "Unexpected Application Error!", errorText: "Something went wrong.", errorHomeLink: "Return to Home" }

function Broken(): never {
  throw new Error("content could not be read")
}

it("shows a readable error, in the page's words, with a way to its home page instead of a blank page", () => {
  jest.spyOn(console, "error").mockImplementation(() => {})
  render(
    <ErrorBoundary words={words} homePath="/mr/">
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/mr/")
})

it("shows the page itself when nothing fails", () => {
  render(
    <ErrorBoundary words={words} homePath="/mr/">
      <p>Page content</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("Page content")).toBeInTheDocument()
  expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument()
})
