import React from "react"
import { screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import NotFoundPage from "../../src/pages/404"
import { readContent } from "../support/content-data"
import { renderInPage } from "../support/page-content"


const notFound = readContent<{ heading: string; text: string; homeLinkLabel: string }>("pages/not-found.yaml")

function renderAt(pathname: string) {
  const props = {
    data: { notFoundPageYaml: notFound },
    location: { pathname },
  } as unknown as PageProps<Queries.NotFoundPageQuery>
  return renderInPage(<NotFoundPage {...props} />)
}

describe("404 page", () => {
  it("says the page was not found and links home", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    renderAt("/missing")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notFound.heading)
    expect(screen.getByText(notFound.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: notFound.homeLinkLabel })).toHaveAttribute("href", "/")
  })

  it("logs the unknown path to the console", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {})
    renderAt("/no-such-page")
    expect(log).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no-such-page")
  })
})
