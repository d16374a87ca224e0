import React from "react"
import { render, screen } from "@testing-library/react"
import type { Root } from "hast"
import { MarkdownBody } from "../../src/components/markdown-body"

type Child = Root["children"][number]
const text = (value: string): Child => ({ type: "text", value })
const element = (tagName: string, properties: Record<string, unknown>, ...children: Child[]): Child =>
  ({ type: "element", tagName, properties, children }) as Child
const tree = (...children: Child[]): Root => ({ type: "root", children })

const image = {
  images: { fallback: { src: "/static/room-672.jpg", srcSet: "/static/room-672.jpg 672w", sizes: "(min-width: 672px) 672px, 100vw" }, sources: [] },
  layout: "constrained" as const,
  width: 672,
  height: 448,
}

function renderBody(root: Root) {
  return render(<MarkdownBody tree={root} pictures={[{ src: "../images/room.jpg", image }]} />).container
}

describe("MarkdownBody", () => {
  it("renders real headings, lists, emphasis, links and tables", () => {
    renderBody(
      tree(
        element("h2", { id: "what-to-bring" }, text("What to bring")),
        element("ul", {}, text("\n"), element("li", {}, element("strong", {}, text("Reports"))), text("\n")),
        element(
          "p",
          {},
          element("a", { href: "/mr/contact" }, text("Book")),
          text(" or read "),
          element("a", { href: "https://www.cancer.gov/" }, text("NCI")),
        ),
        element("table", {}, text("\n"), element("tbody", {}, element("tr", {}, element("td", { align: "right" }, text("Nausea"))))),
      ),
    )
    expect(screen.getByRole("heading", { level: 2, name: "What to bring" })).toHaveAttribute("id", "what-to-bring")
    expect(screen.getByRole("listitem")).toHaveTextContent("Reports")
    expect(screen.getByRole("link", { name: "Book" })).toHaveAttribute("href", "/mr/contact")
    expect(screen.getByRole("link", { name: "NCI" })).toHaveAttribute("href", "https://www.cancer.gov/")
    expect(screen.getByRole("cell", { name: "Nausea" })).toBeInTheDocument()
  })

  it("shows a picture from the build's resized images, with its description", () => {
    const body = renderBody(tree(element("p", {}, element("img", { src: "../images/room.jpg", alt: "A quiet treatment room" }))))
    expect(screen.getByRole("img", { name: "A quiet treatment room" })).toHaveAttribute("src", "/static/room-672.jpg")
    expect(body.querySelector("picture")).not.toBeNull()
  })

  it("never renders a script, a style, an event handler or an unknown element as markup", () => {
    const body = renderBody(
      tree(
        element("script", {}, text("alert(1)")),
        element("p", { onClick: "steal()", style: "color:red", className: ["x"] }, text("Plain words")),
        element("iframe", { src: "https://example.com" }, text("inside")),
        { type: "raw", value: "<b>raw</b>" } as unknown as Child,
        { type: "comment", value: "note" },
      ),
    )
    expect(body.querySelector("script, iframe, [style], [onclick], [class='x'], b")).toBeNull()
    expect(screen.getByText("Plain words").tagName).toBe("P")
    expect(body).not.toHaveTextContent("alert(1)")
  })
})
