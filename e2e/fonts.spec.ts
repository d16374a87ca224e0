import fs from "fs"
import path from "path"
import { expect, test } from "@playwright/test"
import { devanagariWeights, wholeDevanagariFont } from "../src/gatsby/fonts/devanagari-fonts"
import { builtNotFoundPages, builtRoutes } from "./content"

const publicDir = path.join(__dirname, "../public")

/** Every Devanagari word in the built Marathi and Hindi pages: their text, titles, labels and alt texts. */
function devanagariWords(): string[] {
  const pages = [
    ...builtRoutes()
      .filter((route) => /^\/(mr|hi)\//.test(route))
      .map((route) => path.join(publicDir, route, "index.html")),
    ...builtNotFoundPages().map((page) => path.join(publicDir, page)),
  ]
  const words = new Set<string>()
  for (const page of pages) {
    for (const word of fs.readFileSync(page, "utf8").match(/[\p{Script_Extensions=Devanagari}\u200c\u200d]+/gu) ?? []) words.add(word)
  }
  return [...words]
}

test("the site's cut Devanagari font draws every word of the Marathi and Hindi pages exactly as the whole font does", async ({ page }) => {
  const words = devanagariWords()
  expect(words.length).toBeGreaterThan(1000)
  await page.goto("/mr/")
  // A letter missing from the cut font would be drawn by another font, and a lost conjunct as separate letters:
  // either way the word's width changes.
  const differences = await page.evaluate(
    async ({ words, fonts }) => {
      const canvas = document.createElement("canvas").getContext("2d")!
      const widthOf = (font: string, word: string) => {
        canvas.font = font
        return canvas.measureText(word).width
      }
      const different: string[] = []
      for (const [weight, base64] of Object.entries(fonts)) {
        const whole = new FontFace("Whole Devanagari", Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)), { weight })
        document.fonts.add(await whole.load())
        const site = `${weight} 24px "Noto Sans Devanagari"`
        await document.fonts.load(site, words.join(" "))
        for (const word of words) {
          if (Math.abs(widthOf(site, word) - widthOf(`${weight} 24px "Whole Devanagari"`, word)) > 0.01) different.push(`${word} (${weight})`)
        }
      }
      return different
    },
    { words, fonts: Object.fromEntries(devanagariWeights.map((weight) => [weight, fs.readFileSync(wholeDevanagariFont(weight)).toString("base64")])) },
  )
  expect(differences).toEqual([])
})
