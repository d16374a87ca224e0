import React from "react"
import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { NotFoundSuggestions } from "../../src/components/not-found-suggestions"
import type { PageContext } from "../../src/hooks/page-content"
import NotFoundPage from "../../src/pages/404"
import { readContent } from "../support/content-data"
import { realSiteContent, renderInPage } from "../support/page-content"

const notFound = readContent<{ heading: string; text: string; suggestionsHeading: string; homeLinkLabel: string }>("pages/not-found.yaml")
const pages = realSiteContent.titledPages("en")

/** The page of an unknown address, as the browser shows it at `pathname`. */
function renderAt(pathname: string) {
  window.history.replaceState(null, "", pathname)
  return render(<NotFoundSuggestions pages={pages} heading={notFound.suggestionsHeading} />)
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}))
afterEach(() => window.history.replaceState(null, "", "/"))

describe("404 page", () => {
  it("says the page was not found and links home", () => {
    const props = { data: { notFoundPageYaml: notFound }, pageContext: { locale: "en", alternates: [], pages } }
    renderInPage(<NotFoundPage {...(props as unknown as PageProps<Queries.NotFoundPageQuery, PageContext>)} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notFound.heading)
    expect(screen.getByText(notFound.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: notFound.homeLinkLabel })).toHaveAttribute("href", "/")
  })

  it("logs the unknown path to the console", () => {
    renderAt("/no-such-page")
    expect(console.error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no-such-page")
  })

  it("offers the page an address with a letter missing was meant for, by its title", () => {
    const meant = pages.find(({ route }) => route.startsWith("/articles/"))!
    renderAt(meant.route.slice(0, -2) + meant.route.slice(-1))
    const suggestions = within(screen.getByRole("navigation", { name: notFound.suggestionsHeading }))
    expect(suggestions.getAllByRole("link")[0]).toHaveAttribute("href", meant.path)
    expect(suggestions.getAllByRole("link")[0]).toHaveTextContent(meant.title)
  })

  it("offers nothing for an address like no page", () => {
    renderAt("/qqqqqq")
    expect(screen.queryByRole("navigation", { name: notFound.suggestionsHeading })).not.toBeInTheDocument()
  })
})
