/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { contentTexts } from "../../../src/gatsby/fonts/devanagari-font"
import { headingCharacters, headingFontFile, wholeHeadingFont, writeHeadingFont } from "../../../src/gatsby/fonts/heading-font"

jest.setTimeout(60_000)

/** A content folder holding one file with these words. */
function contentWith(file: string, words: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heading-content-"))
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), words)
  return dir
}

describe("the characters the cut heading font keeps", () => {
  it("are every letter, digit and sign English writes, whatever the content uses", () => {
    const kept = headingCharacters(contentTexts(contentWith("site.yaml", "name: Centre\n")))
    for (const character of "AZaz09&?!'\"()-,.:;’“”–—…₹") expect(kept).toContain(character)
  })

  it("take in an accented letter as soon as a YAML or Markdown file uses it", () => {
    expect(headingCharacters(contentTexts(contentWith("site.yaml", "name: Centre\n")))).not.toContain("é")
    expect(headingCharacters(contentTexts(contentWith("articles/a.md", "---\ntitle: Café\n---\n")))).toContain("é")
  })
})

it("writes a font much smaller than @fontsource's Latin file", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "heading-font-"))
  writeHeadingFont(contentWith("site.yaml", "name: Centre\n"), out)
  const cut = fs.readFileSync(path.join(out, headingFontFile))
  expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2")
  expect(cut.length).toBeLessThan(fs.statSync(wholeHeadingFont).size * 0.7)
})
