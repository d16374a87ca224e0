import fs from "fs"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import { devanagariRun, devanagariWeights, hasOwnDevanagariFont, headingFontFile, wholeDevanagariFont, wholeHeadingFont } from "../core"
import { builtNotFoundPages, builtRoutes } from "./content"

const publicDir = path.join(__dirname, "../public")

const devanagariRoutes = () => builtRoutes().filter((route) => /^\/(mr|hi)\//.test(route))

/** Every Devanagari word in the built Marathi and Hindi pages: their text, titles, labels and alt texts. */
function wordsOfBuiltPages(): string[] {
  const pages = [
    ...devanagariRoutes().map((route) => path.join(publicDir, route, "index.html")),
    ...builtNotFoundPages().map((page) => path.join(publicDir, page)),
  ]
  const words = new Set<string>()
  for (const page of pages) {
    for (const word of fs.readFileSync(page, "utf8").match(devanagariRun) ?? []) words.add(word)
  }
  return [...words]
}

/** The address of a font file, from the @font-face rules of the page. */
async function fontAddress(page: Page, file: string): Promise<string> {
  return page.evaluate((file) => {
    const faces = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule) => rule instanceof CSSFontFaceRule)
    const src = faces.map((face) => (face as CSSFontFaceRule).style.getPropertyValue("src")).find((value) => value.includes(file))!
    return src.match(/url\("?([^")]+)"?\)/)![1]
  }, file)
}

/** Every text the English pages draw in Martel: headings, the logo, figures, quotes. */
async function textsInMartel(page: Page): Promise<string[]> {
  const texts = new Set<string>()
  for (const route of builtRoutes().filter((route) => !/^\/(mr|hi)\//.test(route))) {
    await page.goto(route)
    const drawn = await page.evaluate(() =>
      Array.from(document.querySelectorAll("body *"))
        .filter((element) => getComputedStyle(element).fontFamily.replace(/"/g, "").startsWith("Martel"))
        .flatMap((element) => Array.from(element.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE))
        .map((node) => node.textContent!.trim())
        .filter(Boolean),
    )
    for (const text of drawn) texts.add(text)
  }
  return [...texts]
}

test("the site's cut Devanagari font draws every word of the Marathi and Hindi pages exactly as the whole font does, in both weights", async ({ page }) => {
  const words = wordsOfBuiltPages()
  expect(words.length).toBeGreaterThan(1000)
  await page.goto("/mr/")
  const cut = await fontAddress(page, "noto-sans-devanagari")
  // A letter missing from the cut font would be drawn by another font, and a lost conjunct as separate letters:
  // either way the word's width changes, by a tenth of an em or more. Narrowing the weight axis to the site's weights
  // rounds some of the bold's widths by a unit of the font's 1000-unit em, which the comparison allows per letter.
  const differences = await page.evaluate(
    async ({ words, whole, weights, cut }) => {
      const canvas = document.createElement("canvas").getContext("2d")!
      const widthOf = (font: string, word: string) => {
        canvas.font = font
        return canvas.measureText(word).width
      }
      const wholeFile = Uint8Array.from(atob(whole), (character) => character.charCodeAt(0))
      const range = { weight: `${weights.min} ${weights.max}` }
      document.fonts.add(await new FontFace("Whole Devanagari", wholeFile, range).load())
      // By its address: the page's own family is the phone's Noto Sans Devanagari where one is installed.
      document.fonts.add(await new FontFace("Cut Devanagari", `url(${cut})`, range).load())
      const different: string[] = []
      const unit = 24 / 1000
      for (const weight of [weights.min, weights.max]) {
        const site = `${weight} 24px "Cut Devanagari"`
        await document.fonts.load(site, words.join(" "))
        for (const word of words) {
          const difference = Math.abs(widthOf(site, word) - widthOf(`${weight} 24px "Whole Devanagari"`, word))
          if (difference > word.length * unit) different.push(`${word} (${weight}): ${difference.toFixed(3)} px`)
        }
      }
      return different
    },
    { words, whole: fs.readFileSync(wholeDevanagariFont).toString("base64"), weights: devanagariWeights, cut },
  )
  expect(differences).toEqual([])
})

test("the site's cut heading font draws every text of the English pages in Martel exactly as the whole font does", async ({ page }) => {
  test.setTimeout(240_000)
  const texts = await textsInMartel(page)
  expect(texts.length).toBeGreaterThan(50)
  await page.goto("/")
  const cut = await fontAddress(page, headingFontFile.replace(".woff2", ""))
  // A letter or sign missing from the cut font would be drawn by the fallback serif, and the text's width change.
  const differences = await page.evaluate(
    async ({ texts, whole, cut }) => {
      const canvas = document.createElement("canvas").getContext("2d")!
      const widthOf = (font: string, text: string) => {
        canvas.font = font
        return canvas.measureText(text).width
      }
      const wholeFile = Uint8Array.from(atob(whole), (character) => character.charCodeAt(0))
      document.fonts.add(await new FontFace("Whole Martel", wholeFile, { weight: "700" }).load())
      document.fonts.add(await new FontFace("Cut Martel", `url(${cut})`, { weight: "700" }).load())
      return texts.filter((text) => Math.abs(widthOf('700 24px "Cut Martel"', text) - widthOf('700 24px "Whole Martel"', text)) > 0.01)
    },
    { texts, whole: fs.readFileSync(wholeHeadingFont).toString("base64"), cut },
  )
  expect(differences).toEqual([])
})

test("a Marathi or Hindi page downloads the one cut Devanagari file, or none where the device has Noto Sans Devanagari; an English page none", async ({
  browser,
}) => {
  const devanagariFilesOf = async (route: string) => {
    const page = await browser.newPage()
    const files: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "font") files.push(path.basename(new URL(request.url()).pathname))
    })
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    await page.close()
    return files.filter((file) => file.startsWith("noto-sans-devanagari"))
  }
  const expected = hasOwnDevanagariFont() ? 0 : 1
  for (const route of ["/mr/", "/hi/about"]) expect(await devanagariFilesOf(route), route).toHaveLength(expected)
  expect(await devanagariFilesOf("/")).toEqual([])
})

test("the numbers of a Marathi page's steps are drawn in Devanagari digits, and a Hindi page's not in Martel", async ({ page }) => {
  const stepSelector = '[class^="step-list-module--step-"]'
  const stepRoutes = devanagariRoutes().filter((route) =>
    fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8").includes('class="step-list-module--step-'),
  )
  expect(stepRoutes.length).toBeGreaterThan(0)
  for (const route of stepRoutes) {
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    // The fonts Chromium drew each number with: a Latin digit is outside the Devanagari face's unicode-range, so a
    // Marathi number drawn in it is written in Devanagari digits.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
    const { nodeIds: steps } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: stepSelector })
    const nodes = new Map<number, typeof root>()
    const index = (node: typeof root) => {
      nodes.set(node.nodeId, node)
      node.children?.forEach(index)
    }
    index(root)
    const numbers = steps.flatMap((id) =>
      (nodes.get(id)?.pseudoElements ?? []).filter((pseudo) => pseudo.pseudoType === "before").map((pseudo) => pseudo.nodeId),
    )
    expect(numbers.length, route).toBeGreaterThan(0)
    for (const nodeId of numbers) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
      const families = fonts.map((font) => font.familyName)
      if (route.startsWith("/mr/")) expect(families, route).toEqual(["Noto Sans Devanagari"])
      else
        expect(
          families.some((family) => family.startsWith("Martel")),
          route,
        ).toBe(false)
    }
    await cdp.detach()
  }
})
