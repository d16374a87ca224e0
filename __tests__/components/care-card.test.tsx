import React from "react"
import { screen, within } from "@testing-library/react"
import { careCardOf } from "../../core"
import { CareCard } from "../../src/components/care-card"
import { MarkdownBody } from "../../src/components/markdown-body"
import { careLevels, type CareCardData, type CareLevel } from "../../src/lib/care-card"
import { localizeDigits, locales, type Locale } from "../../src/lib/locales"
import { pageContent, realSiteContent, renderInPage } from "../support/page-content"

const card = (level: CareLevel, changes: Partial<CareCardData> = {}): CareCardData => ({
  level,
  heading: "Call the hospital's 24-hour line now if the person:",
  points: ["has a temperature of {feverFrom} or above", "suddenly feels unwell"],
  call: { whom: "the chemotherapy team", otherwise: "If you cannot get through, call {emergency}." },
  sources: [{ title: "Fever and infection", publisher: "A national cancer service", url: "https://www.example.org/fever", read: "2026-11-28" }],
  ...changes,
})

describe("CareCard", () => {
  it.each(locales)("says each level in its own words, in %s, before the heading's action", (locale: Locale) => {
    const { levels } = pageContent(locale).site.careCard
    expect(new Set(Object.values(levels)).size).toBe(careLevels.length)
    for (const level of careLevels) {
      const { unmount } = renderInPage(<CareCard card={card(level)} headingLevel="h2" />, locale)
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(`${levels[level]}: Call the hospital's 24-hour line now if the person:`)
      unmount()
    }
  })

  it("fills the site's facts: the emergency number as a link that calls it, a temperature in °C and °F", () => {
    renderInPage(<CareCard card={card("immediate")} headingLevel="h2" />)
    const { emergency, feverFrom } = pageContent().site.careFacts
    expect(screen.getByRole("link", { name: emergency })).toHaveAttribute("href", `tel:${emergency}`)
    const fahrenheit = Math.round(((feverFrom * 9) / 5 + 32) * 10) / 10
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(`has a temperature of ${feverFrom} °C (${fahrenheit} °F) or above`)
  })

  it("writes the facts in the page's digits, and dials the number as it is", () => {
    renderInPage(<CareCard card={card("immediate")} headingLevel="h2" />, "mr")
    const { emergency, feverFrom } = pageContent("mr").site.careFacts
    expect(screen.getByRole("link", { name: localizeDigits(emergency, "mr") })).toHaveAttribute("href", `tel:${emergency}`)
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(`${localizeDigits(String(feverFrom), "mr")} °C`)
  })

  it("says whom to call in the page's words, and the fallback after it", () => {
    renderInPage(<CareCard card={card("urgent")} headingLevel="h2" />, "hi")
    const { whom } = pageContent("hi").site.careCard
    expect(screen.getByText(whom.replace("{whom}", "the chemotherapy team"))).toBeInTheDocument()
    expect(screen.getByText(/If you cannot get through, call/)).toHaveTextContent(`call ${pageContent("hi").site.careFacts.emergency}.`)
  })

  it("has no call block where the card gives none", () => {
    renderInPage(<CareCard card={card("advice", { call: null })} headingLevel="h2" />)
    expect(screen.queryByRole("link", { name: pageContent().site.careFacts.emergency })).toBeNull()
  })

  it("links each source with the day it was read, marking English in a Marathi page's line", () => {
    renderInPage(<CareCard card={card("urgent")} headingLevel="h3" />, "mr")
    const source = screen.getByRole("link", { name: "A national cancer service: Fever and infection" })
    expect(source).toHaveAttribute("href", "https://www.example.org/fever")
    expect(source.parentElement!.querySelector("time")).toHaveAttribute("datetime", "2026-11-28")
    expect(source.querySelector('span[lang="en"]')).toHaveTextContent("Fever and infection")
  })

  it("says so where its words are not those its medical reviewer signed off, and only there", () => {
    const { notSignedOff } = pageContent().site.careCard
    const { unmount } = renderInPage(<CareCard card={card("urgent", { signedOff: false })} headingLevel="h2" />)
    expect(screen.getByText(notSignedOff)).toBeInTheDocument()
    unmount()
    renderInPage(<CareCard card={card("urgent", { signedOff: true })} headingLevel="h2" />)
    expect(screen.queryByText(notSignedOff)).toBeNull()
  })

  it.each(locales)("draws each card of the content in %s with every fact it names filled", (locale: Locale) => {
    for (const entry of realSiteContent.entries.filter(({ collection, locale: language }) => collection.name === "care-card" && language === locale)) {
      const { container, unmount } = renderInPage(<CareCard card={careCardOf(entry)} headingLevel="h2" />, locale)
      expect(container.textContent).not.toMatch(/\{\w+\}/)
      unmount()
    }
  })

  it("is drawn where an article's body holds a care-card element, at the heading level the build gave it", () => {
    const tree = {
      type: "root" as const,
      children: [{ type: "element" as const, tagName: "care-card", properties: { card: JSON.stringify(card("immediate")), headingLevel: 3 }, children: [] }],
    }
    renderInPage(<MarkdownBody tree={tree} pictures={[]} />)
    const heading = screen.getByRole("heading", { level: 3 })
    expect(heading).toHaveTextContent(`${pageContent("en").site.careCard.levels.immediate}: Call the hospital's 24-hour line now if the person:`)
    expect(within(heading.parentElement!).getAllByRole("listitem")).toHaveLength(2)
  })
})
