/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { headingCharacters, headingFontFile, wholeHeadingFont, writeHeadingFont } from "../../../../core/outputs/fonts/heading-font"
import { contentWith } from "../../../support/content-copy"
import { textsIn } from "../../../support/content-texts"

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

it("keeps the file when new words shape to glyphs it has, and cuts it again for a ligature it lacks", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "heading-font-"))
  const font = path.join(out, headingFontFile)
  const cutWith = (name: string) => writeHeadingFont(textsIn(contentWith("site.yaml", `name: ${name}\n`)), out)
  expect(await cutWith("Centre")).toBe("cut")
  // A stand-in for the cut file shows whether the next build writes it again.
  fs.writeFileSync(font, "kept")
  expect(await cutWith("Centre recentre")).toBe("unchanged")
  expect(fs.readFileSync(font, "utf8")).toBe("kept")
  // Martel draws "fi" as one glyph, which no single letter shapes to.
  expect(await cutWith("Centre fine")).toBe("cut")
  expect(fs.readFileSync(font).subarray(0, 4).toString("latin1")).toBe("wOF2")
})
