/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { devanagariCharacters, devanagariWeights, wholeDevanagariFont, writeDevanagariFonts } from "../../../src/gatsby/fonts/devanagari-fonts"

/** A content folder holding one file with these words. */
function contentWith(file: string, words: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "devanagari-content-"))
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), words)
  return dir
}

describe("the letters the cut fonts keep", () => {
  it("are every letter, sign and digit of everyday Marathi and Hindi, whatever the content uses", () => {
    const kept = devanagariCharacters(contentWith("site.yaml", "name: Centre\n"))
    for (const character of "अआऋऑॲकखगघङक्षज्ञश्रळज़फ़ंःँ़ॅॉृ्ऽॐ।॥०१२३४५६७८९₹\u200d") expect(kept).toContain(character)
  })

  it("take in a rarer Devanagari letter as soon as a YAML or Markdown file uses it", () => {
    const sindhi = "ॿ" // U+097F, outside the everyday set
    const vedic = "\u1CD0" // a Vedic tone mark
    expect(devanagariCharacters(contentWith("site.yaml", "name: Centre\n"))).not.toContain(sindhi)
    expect(devanagariCharacters(contentWith("mr/site.yaml", `name: ${sindhi}\n`))).toContain(sindhi)
    expect(devanagariCharacters(contentWith("hi/articles/a.md", `---\ntitle: A\n---\nओम${vedic}\n`))).toContain(vedic)
  })
})

it("writes each weight the site uses, smaller than @fontsource's whole file", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "devanagari-fonts-"))
  await writeDevanagariFonts(contentWith("site.yaml", "name: Centre\n"), out)
  for (const weight of devanagariWeights) {
    const cut = fs.readFileSync(path.join(out, `noto-sans-devanagari-${weight}.woff2`))
    expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(cut.length).toBeLessThan(fs.statSync(wholeDevanagariFont(weight)).size * 0.8)
  }
})

it("cuts again only when the content brings a new letter", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "devanagari-fonts-"))
  const content = contentWith("mr/site.yaml", "name: केंद्र\n")
  await writeDevanagariFonts(content, out)
  const regular = path.join(out, "noto-sans-devanagari-400.woff2")
  // A stand-in for the cut file shows whether the next build writes it again.
  fs.writeFileSync(regular, "kept")
  await writeDevanagariFonts(content, out)
  expect(fs.readFileSync(regular, "utf8")).toBe("kept")
  fs.appendFileSync(path.join(content, "mr/site.yaml"), "note: ॿ\n")
  await writeDevanagariFonts(content, out)
  expect(fs.readFileSync(regular).subarray(0, 4).toString("latin1")).toBe("wOF2")
})
