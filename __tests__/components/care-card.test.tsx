import React from "react"
import { screen, within } from "@testing-library/react"
import { CareCard } from "../../src/components/care-card"
import type { CareCardData, CareLevel } from "../../src/lib/care-card"
import { MarkdownBody } from "../../src/components/markdown-body"
import type { Locale } from "../../src/lib/locales"
import { pageContent, renderInPage } from "../support/page-content"

const card = (level: CareLevel): CareCardData => ({
  level,
  heading: "Call your oncology team now if you:",
  points: ["have a temperature of 38 °C or above", "suddenly feel unwell"],
  source: { name: "A national cancer service", url: "https://www.example.org/fever" },
})
const levelWord = { "non-urgent": "nonUrgent", urgent: "urgent", emergency: "emergency" } as const

describe("CareCard", () => {
  it.each(["en", "mr", "hi"] as Locale[])("says each level in words, in %s, before the heading's action", (locale) => {
    const { levels } = pageContent(locale).site.careCard
    expect(new Set(Object.values(levels)).size).toBe(3)
    for (const level of ["non-urgent", "urgent", "emergency"] as const) {
      const { unmount } = renderInPage(<CareCard card={card(level)} headingLevel="h2" />, locale)
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(`${levels[levelWord[level]]}: Call your oncology team now if you:`)
      unmount()
    }
  })

  it("lists the points and links the source, in the page's words", () => {
    renderInPage(<CareCard card={card("urgent")} headingLevel="h3" />, "mr")
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(card("urgent").points)
    const source = screen.getByRole("link", { name: "A national cancer service" })
    expect(source).toHaveAttribute("href", "https://www.example.org/fever")
    expect(source.parentElement).toHaveTextContent(pageContent("mr").site.careCard.source.replace("{source}", "A national cancer service"))
    // On a Marathi page, the English of the source's name is marked English, for a screen reader's voice.
    expect(source.querySelector('span[lang="en"]')).toHaveTextContent("A national cancer service")
  })

  it("is drawn where an article's body holds a care-card element, at the heading level the build gave it", () => {
    const tree = {
      type: "root" as const,
      children: [{ type: "element" as const, tagName: "care-card", properties: { card: JSON.stringify(card("emergency")), headingLevel: 3 }, children: [] }],
    }
    renderInPage(<MarkdownBody tree={tree} pictures={[]} />)
    const heading = screen.getByRole("heading", { level: 3 })
    expect(heading).toHaveTextContent(`${pageContent("en").site.careCard.levels.emergency}: Call your oncology team now if you:`)
    expect(within(heading.parentElement!).getAllByRole("listitem")).toHaveLength(2)
  })
})
