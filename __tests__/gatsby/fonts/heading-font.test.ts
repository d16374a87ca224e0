/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { headingCharacters, headingFontFile, wholeHeadingFont, writeHeadingFont } from "../../../src/gatsby/fonts/heading-font"
import { contentWith } from "../../support/content-copy"
import { textsIn } from "../../support/content-texts"

jest.setTimeout(60_000)

describe("the characters the cut heading font keeps", () => {
  it("are every letter, digit and sign English writes, whatever the content uses", () => {
    const kept = headingCharacters(textsIn(contentWith("site.yaml", "name: Centre\n")))
    for (const character of "AZaz09&?!'\"()-,.:;’“”–—…") expect(kept).toContain(character)
  })

  it("take in any other letter or sign as soon as a YAML or Markdown file uses it, but not Devanagari, which Martel's Latin file lacks", () => {
    const plain = headingCharacters(textsIn(contentWith("site.yaml", "name: Centre\n")))
    const used = headingCharacters(textsIn(contentWith("articles/a.md", "---\ntitle: Café™ − केंद्र\n---\n")))
    for (const character of "é™−") {
      expect(plain).not.toContain(character)
      expect(used).toContain(character)
    }
    expect(used).not.toMatch(/\p{Script=Devanagari}/u)
  })
})

it("writes a font much smaller than @fontsource's Latin file", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "heading-font-"))
  await writeHeadingFont(textsIn(contentWith("site.yaml", "name: Centre\n")), out)
  const cut = fs.readFileSync(path.join(out, headingFontFile))
  expect(cut.subarray(0, 4).toString("latin1")).toBe("wOF2")
  expect(cut.length).toBeLessThan(fs.statSync(wholeHeadingFont).size * 0.7)
})
