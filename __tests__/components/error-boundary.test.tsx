import React from "react"
import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/error-boundary"

function Broken(): never {
  throw new Error("content could not be read")
}

it("shows a readable error with a way home instead of a blank page", () => {
  jest.spyOn(console, "error").mockImplementation(() => {})
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  )
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
})

it("shows the page itself when nothing fails", () => {
  render(
    <ErrorBoundary>
      <p>Page content</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText("Page content")).toBeInTheDocument()
  expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument()
})
