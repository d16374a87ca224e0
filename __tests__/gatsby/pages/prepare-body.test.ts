import type { Root } from "hast"
import { pictureSources, prepareBody } from "../../../src/gatsby/pages/markdown/prepare-body"

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
  const prepared = prepareBody(tree, "mr", (route) => `/mr${route}`)
  const [h2, h3, paragraph] = prepared.children as { properties: Record<string, unknown>; children: { properties: Record<string, unknown> }[] }[]

  it("gives each heading the anchor its words make, in any script", () => {
    expect(h2.properties.id).toBe("what-to-bring")
    expect(h3.properties.id).toBe("औषधांची-यादी")
  })

  it("sends links to pages of this site to the reader's language, and leaves other links alone", () => {
    expect(paragraph.children.map(({ properties }) => properties.href)).toEqual(["/mr/contact#form", "https://www.cancer.gov/", "#what-to-bring", undefined, undefined])
  })

  it("marks English words on a Marathi page as English, and leaves an English page's words as they are", () => {
    const marathi = prepareBody({ type: "root", children: [element("p", {}, [text("अमेरिकेची NCI: Eating Hints, 2023 (इंग्रजी)")])] }, "mr", (route) => route)
    const [paragraph] = marathi.children as { children: { type: string; value?: string; properties?: object; children?: { value: string }[] }[] }[]
    expect(paragraph.children.map((child) => (child.type === "text" ? child.value : [child.properties, child.children![0].value]))).toEqual([
      "अमेरिकेची ",
      [{ lang: "en" }, "NCI: Eating Hints,"],
      " 2023 (इंग्रजी)",
    ])
    const english = prepareBody({ type: "root", children: [element("p", {}, [text("Eating Hints")])] }, "en", (route) => route)
    expect((english.children[0] as { children: unknown[] }).children).toEqual([text("Eating Hints")])
  })

  it("leaves the tree it was given as it was", () => {
    expect((tree.children[0] as { properties: object }).properties).toEqual({})
  })

  it("lists each picture once, as the Markdown wrote its path", () => {
    expect(pictureSources(tree)).toEqual(["../images/room.jpg"])
  })
})
