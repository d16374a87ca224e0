import React from "react"
import { render, screen } from "@testing-library/react"
import { ShareLink } from "../../src/components/share-link"
import { locales } from "../../src/lib/locales"
import { pageContent } from "../support/page-content"

describe.each(locales)("ShareLink in %s", (locale) => {
  const { share } = pageContent(locale).site
  const page = { title: "पंचकर्म & Rasayana?", url: `https://www.example.com/${locale}/rasayana-therapy` }

  it("opens WhatsApp with no number, so the reader picks whom to send to, and the message ready with the page's title and address", () => {
    render(<ShareLink {...share} {...page} />)
    const link = new URL(screen.getByRole("link", { name: share.label }).getAttribute("href")!)
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/")
    const text = link.searchParams.get("text")!
    expect(text).toBe(share.message.replace("{title}", page.title).replace("{url}", page.url))
    expect(text).toContain(page.url)
  })
})
