import React from "react"
import { screen, within } from "@testing-library/react"
import { ArticleList, type ArticleSummary } from "../../src/components/article-list"
import { ArticleView, type ArticleViewProps } from "../../src/components/article-view"
import type { BylineWords } from "../../src/components/article-byline"
import type { Locale } from "../../src/lib/locales"
import { contentIn, pageContent, renderInPage } from "../support/page-content"

interface LibraryWords {
  heading: string
  byline: BylineWords
  relatedTopicsHeading: string
  notAdvice: string
}

const words = (locale: Locale) => contentIn<LibraryWords>("pages/articles.yaml", locale)
const founder = { name: "Dr. A. Vaidya", qualification: "M.D. (Ayurveda)", slug: "founder" }
const writer = { name: "S. Writer", qualification: "B.A.M.S.", slug: "writer" }

function props(locale: Locale, changes: Partial<ArticleViewProps["byline"]> = {}): ArticleViewProps {
  const library = words(locale)
  return {
    title: "Preparing for your first consultation",
    description: "What to bring.",
    trail: [{ label: library.heading, to: "/articles" }],
    breadcrumbLabel: "Breadcrumb",
    byline: {
      author: founder,
      reviewer: founder,
      datePublished: "2026-03-09",
      lastReviewed: "2026-04-01",
      readingMinutes: 5,
      words: library.byline,
      reviewTemplate: "Medically reviewed by {name}, {qualification} · last reviewed {date}",
      ...changes,
    },
    body: { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "The text." }] }] },
    reviewDates: { template: pageContent(locale).site.reviewDates, lastReviewed: "2026-04-01", nextReview: "2026-10-01" },
    pictures: [],
    relatedTopics: { heading: library.relatedTopicsHeading, topics: [{ title: "Vaidya Consultations", path: "/vaidya-consultations" }] },
    notAdvice: library.notAdvice,
    share: { ...pageContent(locale).site.share, url: "https://www.example.com/articles/first-consultation" },
    contact: { label: "Book Consultation", to: "/contact" },
  }
}

describe("ArticleView", () => {
  it("has one h1, the summary, the text, the reminder that it is not advice, the related pages and the way to book", () => {
    const view = props("en")
    renderInPage(<ArticleView {...view} />)
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByText("What to bring.")).toBeInTheDocument()
    expect(screen.getByText("The text.")).toBeInTheDocument()
    expect(screen.getByText(view.notAdvice)).toBeInTheDocument()
    const related = within(screen.getByRole("navigation", { name: view.relatedTopics.heading }))
    expect(related.getByRole("link", { name: "Vaidya Consultations" })).toHaveAttribute("href", "/vaidya-consultations")
    expect(screen.getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/contact")
  })

  it.each(["en", "mr", "hi"] as const)("shows after the text, in %s, the last review and the next review the article names", (locale) => {
    const view = props(locale)
    renderInPage(<ArticleView {...view} />, locale)
    const [before, between] = view.reviewDates.template.split(/\{lastReviewed\}|\{nextReview\}/)
    const line = screen.getByText(
      (_content, element) => element?.tagName === "P" && element.textContent!.startsWith(before) && element.textContent!.includes(between),
    )
    expect([...line.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(["2026-04-01", "2026-10-01"])
    expect(screen.getByText("The text.").compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("passes the article on by WhatsApp with its own title and address", () => {
    const view = props("en")
    renderInPage(<ArticleView {...view} />)
    const text = new URL(screen.getByRole("link", { name: view.share.label }).getAttribute("href")!).searchParams.get("text")
    expect(text).toContain(view.title)
    expect(text).toContain(view.share.url)
  })

  it("says once that the author also reviewed it, with the review date machine-readable, and the reading time", () => {
    const view = props("en")
    const { container } = renderInPage(<ArticleView {...view} />)
    const byline = within(container.querySelector("header")!)
    expect(byline.getByText(new RegExp(`^${view.byline.words.writtenAndReviewedBy.split("{name}")[0]}`))).toHaveTextContent(founder.name)
    expect(container.querySelector('time[datetime="2026-04-01"]')).toHaveTextContent("1 April 2026")
    expect(container.querySelector('time[datetime="2026-03-09"]')).toHaveTextContent("9 March 2026")
    expect(byline.getByText(/5 minutes/)).toBeInTheDocument()
  })

  it("names the author and the medical reviewer apart when they are different people, and shows an update date", () => {
    const view = props("en", { author: writer, dateModified: "2026-05-02" })
    const { container } = renderInPage(<ArticleView {...view} />)
    expect(screen.getByText(new RegExp(writer.name))).toHaveTextContent(
      view.byline.words.writtenBy.replace("{name}", writer.name).replace("{qualification}", writer.qualification),
    )
    expect(screen.getByText(/^Medically reviewed by/)).toHaveTextContent(founder.name)
    expect(container.querySelector('time[datetime="2026-05-02"]')).toBeInTheDocument()
  })

  it("writes dates and minutes in Marathi, with Devanagari digits, on a Marathi page", () => {
    const { container } = renderInPage(<ArticleView {...props("mr")} />, "mr")
    expect(container.querySelector('time[datetime="2026-03-09"]')).toHaveTextContent("९ मार्च, २०२६")
    expect(container).toHaveTextContent("५ मिनिटे")
  })
})

describe("ArticleList", () => {
  const article = (locale: string, title: string): ArticleSummary => ({
    title,
    description: `${title}: what it says.`,
    path: locale === "en" ? `/articles/${title}` : `/${locale}/articles/${title}`,
    datePublished: "2026-03-09",
    readingMinutes: 4,
    locale,
  })

  it("marks an article shown in another language than the page's, so the reader knows before following it", () => {
    const { byline } = words("mr")
    renderInPage(<ArticleList articles={[article("mr", "marathi"), article("en", "english")]} words={byline} headingLevel="h2" />, "mr")
    const [marathi, english] = screen.getAllByRole("listitem")
    expect(within(marathi).getByRole("heading", { level: 2 })).not.toHaveAttribute("lang")
    expect(within(marathi).queryByText("इंग्रजी")).toBeNull()
    expect(within(english).getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en")
    expect(within(english).getByRole("link", { name: "english" })).toHaveAttribute("hreflang", "en")
    expect(within(english).getByText("english: what it says.")).toHaveAttribute("lang", "en")
    expect(within(english).getByText("इंग्रजी")).toBeInTheDocument()
  })
})
