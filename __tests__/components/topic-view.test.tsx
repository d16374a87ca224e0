import React from "react"
import { screen, within } from "@testing-library/react"
import type { TopicSectionData } from "../../src/components/topic-section"
import { TopicView, type TopicViewProps } from "../../src/components/topic-view"
import { pageContent, renderInPage } from "../support/page-content"

/** A section as the page query returns it: the lists of the other kinds are null. */
function section(fields: Partial<TopicSectionData> & Pick<TopicSectionData, "kind" | "heading">): TopicSectionData {
  return { intro: null, paragraphs: null, cards: null, steps: null, points: null, phases: null, card: null, ...fields }
}

const base: TopicViewProps = {
  title: "Test Therapy",
  intro: ["First paragraph of the intro.", "Second paragraph of the intro."],
  sections: [],
  trail: [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
  ],
  breadcrumbLabel: "Breadcrumb",
  contact: { label: "Book Consultation", to: "/contact" },
  review: {
    template: "Reviewed by {name} ({qualification}) on {date}.",
    reviewer: { name: "Dr. Test", qualification: "M.D." },
    lastReviewed: "2026-03-09",
  },
  reviewDates: { template: "Last reviewed {lastReviewed} · Next review due {nextReview}", lastReviewed: "2026-03-09" },
  articles: { heading: "Articles on this topic", list: [], words: { published: "Published {date}", readingTime: "{duration} read" } },
  share: { label: "Send this page on WhatsApp", message: "Worth reading: {title} {url}", url: "https://www.example.com/test-therapy" },
}

function renderTopic(sections: TopicViewProps["sections"]) {
  return renderInPage(<TopicView {...base} sections={sections} />)
}

function region(name: string) {
  return screen.getByRole("region", { name })
}

describe("TopicView", () => {
  it("has one h1, the intro, a breadcrumb back to Services and a button to /contact", () => {
    renderTopic([])
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Test Therapy")
    expect(screen.getByText("Second paragraph of the intro.")).toBeInTheDocument()
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    expect(breadcrumb.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services")
    expect(breadcrumb.getByText("Test Therapy")).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/contact")
  })

  it("passes the page on by WhatsApp with its own title and address, also when it has only its intro", () => {
    renderTopic([])
    const text = new URL(screen.getByRole("link", { name: base.share.label }).getAttribute("href")!).searchParams.get("text")
    expect(text).toBe("Worth reading: Test Therapy https://www.example.com/test-therapy")
  })

  it("says who reviewed the page and when, with the date in words and machine-readable", () => {
    renderTopic([])
    const line = screen.getByText(/^Reviewed by Dr\. Test \(M\.D\.\) on/)
    expect(line).toHaveTextContent("Reviewed by Dr. Test (M.D.) on 9 March 2026.")
    expect(line.querySelector("time")).toHaveAttribute("datetime", "2026-03-09")
  })

  it("shows below its sections when it was last reviewed and when the next review is due, twelve months on by default", () => {
    renderTopic([section({ kind: "text", heading: "What it is", paragraphs: ["One."] })])
    const line = screen.getByText(/^Last reviewed/)
    expect(line).toHaveTextContent("Last reviewed 9 March 2026 · Next review due 9 March 2027")
    expect([...line.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(["2026-03-09", "2027-03-09"])
    expect(region("What it is").compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("renders a care section as the card it names, whose heading is a section heading, with its level in words", () => {
    const card = {
      level: "urgent",
      heading: "Call your oncology team now if you:",
      points: ["have a temperature of {feverFrom} or above"],
      call: { whom: "your oncology team", otherwise: "If you cannot get through, call {emergency}." },
      notes: null,
      sources: [{ title: "Fever", publisher: "A cancer service", url: "https://www.example.org/", read: "2026-11-28" }],
      signedOff: true,
    }
    renderTopic([section({ kind: "care", heading: null, card })])
    expect(screen.getByRole("heading", { level: 2, name: /Call your oncology team now if you:$/ })).toHaveTextContent(
      `${pageContent("en").site.careCard.levels.urgent}: Call`,
    )
    expect(screen.getByRole("link", { name: "A cancer service: Fever" })).toHaveAttribute("href", "https://www.example.org/")
  })

  it("renders a text section as its paragraphs", () => {
    renderTopic([section({ kind: "text", heading: "What it is", paragraphs: ["One.", "Two."] })])
    expect(within(region("What it is")).getByText("Two.")).toBeInTheDocument()
  })

  it("renders a cards section as a list of titled cards", () => {
    renderTopic([
      section({
        kind: "cards",
        heading: "Benefits",
        intro: "What patients look for.",
        cards: [
          { title: "Gentle", text: "Kind to the body.", icon: "leaf" },
          { title: "Planned", text: "Around treatment.", icon: null },
        ],
      }),
    ])
    const cards = within(region("Benefits"))
    expect(cards.getByText("What patients look for.")).toBeInTheDocument()
    expect(cards.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Gentle", "Planned"])
    expect(cards.getByText("Around treatment.")).toBeInTheDocument()
  })

  it("renders steps as an ordered list, in order", () => {
    renderTopic([
      section({
        kind: "steps",
        heading: "Protocol",
        steps: [
          { title: "Assess", text: "First." },
          { title: "Prepare", text: "Second." },
        ],
      }),
    ])
    const list = within(region("Protocol")).getByRole("list")
    expect(list.tagName).toBe("OL")
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("h3")?.textContent),
    ).toEqual(["Assess", "Prepare"])
  })

  it("renders a list section as bullet points", () => {
    renderTopic([section({ kind: "list", heading: "Aims", points: ["Better sleep", "Better appetite"] })])
    expect(
      within(region("Aims"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Better sleep", "Better appetite"])
  })

  it("renders phases with their durations", () => {
    renderTopic([
      section({
        kind: "phases",
        heading: "Duration",
        phases: [
          { title: "Initial phase", duration: "3-6 months", text: "Built up gently." },
          { title: "Maintenance", duration: "Ongoing", text: "Reviewed regularly." },
        ],
      }),
    ])
    const phases = within(region("Duration"))
    expect(phases.getByText("3-6 months")).toBeInTheDocument()
    expect(phases.getByText("Ongoing")).toBeInTheDocument()
  })

  it("keeps the sections in the order the YAML gives them and repeats the booking button after them", () => {
    renderTopic([section({ kind: "list", heading: "Second heading", points: ["a"] }), section({ kind: "text", heading: "First heading", paragraphs: ["b"] })])
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Second heading", "First heading"])
    expect(screen.getAllByRole("link", { name: "Book Consultation" })).toHaveLength(2)
  })

  it("lists the articles that belong with the topic after its sections, and leaves the section out when there are none", () => {
    const article = {
      title: "Eating during chemotherapy",
      description: "Food.",
      path: "/articles/eating",
      datePublished: "2026-03-09",
      readingMinutes: 4,
      locale: "en",
    }
    renderInPage(<TopicView {...base} articles={{ ...base.articles, list: [article] }} />)
    const articles = within(region("Articles on this topic"))
    expect(articles.getByRole("link", { name: "Eating during chemotherapy" })).toHaveAttribute("href", "/articles/eating")
    expect(screen.getAllByRole("link", { name: "Book Consultation" })).toHaveLength(2)
  })

  it("has no article section when no article names the topic", () => {
    renderTopic([])
    expect(screen.queryByRole("region", { name: "Articles on this topic" })).toBeNull()
  })
})
