/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { convert } from "fontverter"
import { formatDate } from "../../../../src/lib/dates"
import { dayName, formatTime } from "../../../../src/lib/hours"
import { devanagariCharacters, devanagariWords, wholeDevanagariFont, writeDevanagariFont } from "../../../../core/outputs/fonts/devanagari-font"
import { contentWith } from "../../../support/content-copy"
import { textsIn } from "../../../support/content-texts"

// A cut shapes some hundred thousand syllables and takes seconds, more on a busy machine.
jest.setTimeout(60_000)

/** Cuts the font for this content into a new folder and returns the file. */
async function cutFor(content: string) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "devanagari-font-"))
  await writeDevanagariFont(textsIn(content), out)
  return path.join(out, "noto-sans-devanagari.woff2")
}

/** How many glyphs a WOFF2 font holds (the maxp table's numGlyphs). */
async function glyphCount(file: string) {
  const font = await convert(fs.readFileSync(file), "truetype")
  const tables = font.readUInt16BE(4)
  for (let table = 0; table < tables; table++) {
    const record = 12 + table * 16
    if (font.toString("latin1", record, record + 4) === "maxp") return font.readUInt16BE(font.readUInt32BE(record + 8) + 4)
  }
  throw new Error(`${file} has no maxp table`)
}

describe("the letters the cut font keeps", () => {
  it("are every letter, sign and digit of everyday Marathi and Hindi, whatever the content uses", () => {
    const kept = devanagariCharacters(textsIn(contentWith("site.yaml", "name: Centre\n")))
    for (const character of "अआऋऑॲकखगघङक्षज्ञश्रळज़फ़ंःँ़ॅॉृ्ऽॐ।॥०१२३४५६७८९₹\u200d") expect(kept).toContain(character)
  })

  it("take in a rarer Devanagari letter as soon as a YAML or Markdown file uses it", () => {
    const sindhi = "ॿ" // U+097F, outside the everyday set
    const vedic = "\u1CD0" // a Vedic tone mark
    expect(devanagariCharacters(textsIn(contentWith("site.yaml", "name: Centre\n")))).not.toContain(sindhi)
    expect(devanagariCharacters(textsIn(contentWith("mr/site.yaml", `name: ${sindhi}\n`)))).toContain(sindhi)
    expect(devanagariCharacters(textsIn(contentWith("hi/articles/a.md", `---\ntitle: A\n---\nओम${vedic}\n`)))).toContain(vedic)
  })
})

describe("the words whose conjuncts the cut font keeps", () => {
  it("are the content's, in every language folder and format", () => {
    const words = devanagariWords(textsIn(contentWith("hi/articles/a.md", "---\ntitle: पंचकर्म\n---\nशुद्ध घी\n")))
    expect(words).toEqual(expect.arrayContaining(["पंचकर्म", "शुद्ध", "घी"]))
  })

  it("and the days, times and months the pages write in the browser, though no file holds them", () => {
    const words = devanagariWords(textsIn(contentWith("site.yaml", "name: Centre\n")))
    const written = [dayName("Tuesday", "hi"), formatTime("19:00", "mr"), formatTime("14:30", "hi"), formatDate("2026-10-01", "mr")]
    expect(words).toEqual(expect.arrayContaining(written.flatMap((text) => text.match(/\p{Script=Devanagari}+/gu) ?? [])))
  })
})

it("writes one font for both weights, well under half of @fontsource's whole file", async () => {
  const cut = fs.readFileSync(await cutFor(contentWith("site.yaml", "name: Centre\n")))
  expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2")
  expect(cut.length).toBeLessThan(fs.statSync(wholeDevanagariFont).size / 2)
})

it("keeps a conjunct the content writes and leaves out one it does not", async () => {
  // द्ध is a ligature of its own in Noto Sans Devanagari; no everyday letter needs it alone.
  const without = await glyphCount(await cutFor(contentWith("mr/site.yaml", "name: केंद्र\n")))
  const withIt = await glyphCount(await cutFor(contentWith("mr/site.yaml", "name: केंद्र शुद्ध\n")))
  expect(withIt).toBeGreaterThan(without)
})

it("cuts again only when the content brings a new word", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "devanagari-font-"))
  const content = contentWith("mr/site.yaml", "name: केंद्र\n")
  await writeDevanagariFont(textsIn(content), out)
  const font = path.join(out, "noto-sans-devanagari.woff2")
  // A stand-in for the cut file shows whether the next build writes it again.
  fs.writeFileSync(font, "kept")
  await writeDevanagariFont(textsIn(content), out)
  expect(fs.readFileSync(font, "utf8")).toBe("kept")
  fs.appendFileSync(path.join(content, "mr/site.yaml"), "note: शुद्ध\n")
  await writeDevanagariFont(textsIn(content), out)
  expect(fs.readFileSync(font).subarray(0, 4).toString("latin1")).toBe("wOF2")
})
