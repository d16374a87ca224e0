/** @jest-environment node */
import matter from "gray-matter"
import type { FrontMatterFormatDescription } from "../../core/browser"
import { frontMatterFormat } from "../../src/editor/front-matter-format"

const articles: FrontMatterFormatDescription = {
  kind: "front-matter",
  neutral: { author: true, datePublished: true, dateModified: true, lastReviewed: true, related: true },
}
const english = `---
title: Preparing for a first consultation
author: founder
datePublished: "2026-11-01"
lastReviewed: "2026-11-02"
related:
  - vaidya-consultations
# Until the founder has reviewed this article, the review is a stand-in.
placeholders:
  - lastReviewed
---

Most families arrive tired.

## What to bring

- Reports
`
const marathi = `---
title: पहिल्या सल्लामसलतीची तयारी
reviewed: false
---

बहुतेक कुटुंबे थकलेली असतात.
`

/** What the editor hands back for a form it read from this text: every field of the schema has a value. */
function asEdited(text: string, changes: Record<string, unknown> = {}) {
  return { dateModified: "", reviewed: false, placeholders: [], ...format.fromFile(text), ...changes }
}

const format = frontMatterFormat(articles)

describe("the editor's Markdown format", () => {
  it("gives the editor the front matter's fields and the text, as the build reads them", () => {
    const { data, content } = matter(english, {})
    const { body, ...fields } = format.fromFile(english)
    expect(fields).toMatchObject(data)
    expect(body).toBe(content.replace(/^\n/, ""))
  })

  it("saves an article, English or translated, as it was when nothing changed", () => {
    expect(format.toFile(asEdited(english))).toBe(english)
    expect(format.toFile(asEdited(marathi))).toBe(marathi)
  })

  it("changes only the line of a changed title, keeping dates in quotes and the comments", () => {
    const saved = format.toFile(asEdited(english, { title: "Before your first consultation" }))
    expect(saved).toBe(english.replace("title: Preparing for a first consultation", "title: Before your first consultation"))
  })

  it("writes a new date so that the build reads it as the text the schema asks for", () => {
    const saved = format.toFile(asEdited(english, { related: ["vaidya-consultations", "rasayana-therapy"], dateModified: "2026-11-20" }))
    expect(matter(saved, {}).data).toMatchObject({ datePublished: "2026-11-01", dateModified: "2026-11-20", lastReviewed: "2026-11-02" })
  })

  it("writes a new translation without the English file's facts, unreviewed, the text after its front matter", () => {
    // The editor starts a translation as a copy of the English entry, its source text and facts included.
    const saved = format.toFile(asEdited(english, { title: "नवीन शीर्षक", body: "नवीन मजकूर.\n" }))
    const { data, content } = matter(saved, {})
    expect(data).toEqual({ title: "नवीन शीर्षक", reviewed: false })
    expect(content).toBe("\nनवीन मजकूर.\n")
  })

  it("keeps the facts of an article written in Marathi alone, which has no English file to take them from", () => {
    const marathiAlone = english.replace("Preparing for a first consultation", "पहिल्या सल्लामसलतीची तयारी")
    const saved = format.toFile(asEdited(marathiAlone, { title: "पहिली सल्लामसलत" }))
    expect(saved).toBe(marathiAlone.replace("पहिल्या सल्लामसलतीची तयारी", "पहिली सल्लामसलत"))
  })
})
