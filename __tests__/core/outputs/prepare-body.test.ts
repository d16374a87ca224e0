import type { Element, Root } from "hast"
import { parseMarkdown } from "../../../core/content/parse-markdown"
import { markdownTree } from "../../../src/editor/previews/markdown-tree"
import { pictureSources, prepareBody } from "../../../core/outputs/prepare-body"
import type { CareCardData } from "../../../src/lib/care-card"

const noCards = () => undefined
const text = (value: string) => ({ type: "text" as const, value })
const element = (tagName: string, properties: Record<string, unknown>, children: Root["children"]) =>
  ({ type: "element" as const, tagName, properties, children }) as Root["children"][number]

const tree: Root = {
  type: "root",
  children: [
    element("h2", {}, [text("What to "), element("em", {}, [text("bring")])]),
    element("h3", {}, [text("औषधांची यादी")]),
    element("p", {}, [
      element("a", { href: "/contact#form" }, [text("Book")]),
      element("a", { href: "https://www.cancer.gov/" }, [text("NCI")]),
      element("a", { href: "#what-to-bring" }, [text("the list")]),
      element("img", { src: "../images/room.jpg", alt: "A room" }, []),
      element("img", { src: "../images/room.jpg", alt: "The same room" }, []),
    ]),
  ],
}

describe("preparing an article body for the page", () => {
  const prepared = prepareBody(tree, "mr", (route) => `/mr${route}`, noCards)
  const [h2, h3, paragraph] = prepared.children as { properties: Record<string, unknown>; children: { properties: Record<string, unknown> }[] }[]

  it("gives each heading the anchor its words make, in any script", () => {
    expect(h2.properties.id).toBe("what-to-bring")
    expect(h3.properties.id).toBe("औषधांची-यादी")
  })

  it("sends links to pages of this site to the reader's language, and leaves other links alone", () => {
    expect(paragraph.children.map(({ properties }) => properties.href)).toEqual([
      "/mr/contact#form",
      "https://www.cancer.gov/",
      "#what-to-bring",
      undefined,
      undefined,
    ])
  })

  it("marks English words on a Marathi page as English, with the year its title gives, and leaves an English page's words as they are", () => {
    const marathi = prepareBody(
      { type: "root", children: [element("p", {}, [text("अमेरिकेची NCI: Eating Hints, 2023 (इंग्रजी)")])] },
      "mr",
      (route) => route,
      noCards,
    )
    const [paragraph] = marathi.children as { children: { type: string; value?: string; properties?: object; children?: { value: string }[] }[] }[]
    expect(paragraph.children.map((child) => (child.type === "text" ? child.value : [child.properties, child.children![0].value]))).toEqual([
      "अमेरिकेची ",
      [{ lang: "en" }, "NCI: Eating Hints, 2023"],
      " (इंग्रजी)",
    ])
    const english = prepareBody({ type: "root", children: [element("p", {}, [text("Eating Hints")])] }, "en", (route) => route, noCards)
    expect((english.children[0] as { children: unknown[] }).children).toEqual([text("Eating Hints")])
  })

  it("leaves the tree it was given as it was", () => {
    expect((tree.children[0] as { properties: object }).properties).toEqual({})
  })

  it("lists each picture once, as the Markdown wrote its path", () => {
    expect(pictureSources(tree)).toEqual(["../images/room.jpg"])
  })
})

describe("a care card in an article body", () => {
  const fever: CareCardData = {
    level: "immediate",
    heading: "Call {emergency} if you:",
    points: ["have chest pain"],
    sources: [{ title: "Chest pain", publisher: "A service", url: "https://www.example.org/", read: "2026-11-28" }],
  }
  const cards: Record<string, CareCardData> = { fever }
  const body = (markdown: string) =>
    prepareBody(
      markdownTree(parseMarkdown(markdown)),
      "en",
      (route) => route,
      (name) => cards[name],
    ).children.filter((node): node is Element => node.type === "element")

  it("becomes a care-card element holding the card it names, its heading one level below the heading before it", () => {
    const [, underH2, , underH3] = body("## Fever\n\n```care-card\nfever\n```\n\n### Detail\n\n```care-card\nfever\n```\n")
    expect(underH2.tagName).toBe("care-card")
    expect(JSON.parse(String(underH2.properties!.card))).toEqual(fever)
    expect(underH2.properties!.headingLevel).toBe(3)
    expect(underH3.properties!.headingLevel).toBe(4)
  })

  it("leaves a block naming no card as code, as the editor shows a name still being typed", () => {
    const [block] = body("```care-card\nfev\n```\n")
    expect(block.tagName).toBe("pre")
  })

  it("leaves other code as code, and a card before any heading gets a second-level heading", () => {
    const [first, code] = body("```care-card\nfever\n```\n\n```yaml\nfever\n```\n")
    expect(first.properties!.headingLevel).toBe(2)
    expect(code.tagName).toBe("pre")
  })
})
