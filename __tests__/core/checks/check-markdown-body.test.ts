import fs from "fs"
import os from "os"
import path from "path"
import { checkMarkdownBody } from "../../../core/checks/markdown/check-markdown-body"

// A content folder: an article in articles/ and its pictures in images/.
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "markdown-"))
fs.mkdirSync(path.join(contentDir, "images"))
for (const name of ["room.jpg", "logo.svg"]) fs.writeFileSync(path.join(contentDir, "images", name), "")

/** The problems in a body that starts on line 10 of content/articles/test.md, where /contact and /about are pages. */
function check(text: string): string[] {
  const problems = checkMarkdownBody(
    {
      displayPath: "content/articles/test.md",
      absolutePath: path.join(contentDir, "articles/test.md"),
      relativePath: "articles/test.md",
      body: { text, line: 10 },
    },
    (route) => ["/contact", "/about", "/"].includes(route),
    new Set(),
  )
  return problems.map((problem) => problem.replace("content/articles/test.md: ", ""))
}

describe("checking an article's Markdown body", () => {
  it("names the line of the file, counting from where the body starts", () => {
    expect(check("First line.\n\n<br>")).toEqual([expect.stringMatching(/^line 12: raw HTML is not allowed/)])
  })

  it("refuses raw HTML inline as well as in blocks, and lets a tag in backticks through as text", () => {
    expect(check('Text with <span style="color:red">colour</span>.')).toHaveLength(2)
    expect(check("Write `<div>` to make a box.")).toEqual([])
  })

  it("keeps headings in order: the title is the one top-level heading, and no level is skipped", () => {
    expect(check("# Title again\n\nText.")).toEqual([expect.stringContaining('"# Title again" is a top-level heading')])
    expect(check("## One\n\n#### Too deep")).toEqual([expect.stringContaining('"#### Too deep" skips a level after a "##" heading; use "###"')])
    expect(check("## One\n\n### Two\n\n## Three\n\n### Four")).toEqual([])
  })

  it("refuses two headings with the same words, whose anchors would clash", () => {
    expect(check("## Sources\n\nText.\n\n## Sources")).toEqual([expect.stringContaining("the same words as the one on line 10")])
  })

  it.each([
    ["[book](/contact)", undefined],
    ["[book](/contact#form)", undefined],
    ["[mail](mailto:care@example.com) or [call](tel:+910000000000)", undefined],
    ["[NCI](https://www.cancer.gov/)", undefined],
    ["[gallery](/gallery)", "is not a page of this site"],
    ["[about](/hi/about)", "names a language; write the English address (/about)"],
    ["[old](http://example.com)", "is not secure; write https://"],
    ["[click](javascript:alert(1))", "is not a page of this site; write a page's address starting with /"],
    ["[next](next-article.md)", "is not a page of this site; write a page's address starting with /"],
    ["[see][ref]\n\n[ref]: /gallery", "is not a page of this site"],
  ])("judges the link %s", (markdown, problem) => {
    expect(check(markdown)).toEqual(problem ? [expect.stringContaining(problem)] : [])
  })

  it("lets a link point to a heading of the article, and only to one that exists", () => {
    expect(check("## What to bring\n\nSee [the list](#what-to-bring).")).toEqual([])
    expect(check("## What to bring\n\nSee [the list](#what-to-pack).")).toEqual([expect.stringContaining("points to no heading of this article")])
  })

  it("wants every picture in the site's pictures, in a format the site can resize, with a description", () => {
    expect(check("![A quiet treatment room](../images/room.jpg)")).toEqual([])
    // As the browser editor inserts a picture: its path from content/, the same in every language.
    expect(check("![A quiet treatment room](/images/room.jpg)")).toEqual([])
    expect(check("![A room](https://example.com/room.jpg)")).toEqual([expect.stringContaining("is on another website")])
    expect(check("![Our logo](../images/logo.svg)")).toEqual([expect.stringContaining("is not a photograph or drawing the site can resize")])
    expect(check("![A room](../images/missing.jpg)")).toEqual([expect.stringContaining("is not there")])
    expect(check("![A room](/images/missing.jpg)")).toEqual([expect.stringContaining("is not there")])
    expect(check("![](../images/room.jpg)")).toEqual([expect.stringContaining("has no description")])
    // A picture written by reference is judged by the address its definition gives.
    expect(check("![A room][room]\n\n[room]: https://example.com/room.jpg")).toEqual([expect.stringContaining("is on another website")])
    expect(check("![A room][room]\n\n[room]: ../images/room.jpg")).toEqual([])
  })

  it("refuses an empty body", () => {
    expect(check("\n\n")).toEqual(["the article has no text after its front matter"])
  })
})

describe("care cards in an article", () => {
  const checkCards = (text: string) =>
    checkMarkdownBody(
      {
        displayPath: "content/articles/test.md",
        absolutePath: path.join(contentDir, "articles/test.md"),
        relativePath: "articles/test.md",
        body: { text, line: 10 },
      },
      () => true,
      new Set(["fever-during-chemotherapy", "herb-warning-signs"]),
    ).map((problem) => problem.replace("content/articles/test.md: ", ""))
  const card = (name: string) => `Text.\n\n\`\`\`care-card\n${name}\n\`\`\`\n`

  it("lets a block naming a card of content/care-cards through", () => {
    expect(checkCards(card("fever-during-chemotherapy"))).toEqual([])
  })

  it("names the line of a block naming no card, and the cards there are", () => {
    expect(checkCards(card("fever-in-chemotherapy"))).toEqual([
      'line 12: the care card "fever-in-chemotherapy" is not in content/care-cards; write the file name of one of fever-during-chemotherapy, herb-warning-signs',
    ])
  })

  it("refuses a card written out in the article, which only content/care-cards may hold", () => {
    expect(checkCards(card("level: urgent\nheading: Call now"))).toEqual([expect.stringMatching(/^line 12: the care card "level: urgent/)])
  })
})
