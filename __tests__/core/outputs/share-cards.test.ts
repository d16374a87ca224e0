/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { readBuiltPages } from "../../../core/outputs/built-pages"
import { cardFonts, registerFonts, type CardFonts } from "../../../core/outputs/share-cards/card-fonts"
import { fitText, type TextStyle } from "../../../core/outputs/share-cards/fit-text"
import { sharedPages, writeShareCards } from "../../../core/outputs/share-cards/write-share-cards"
import { shareCardSize } from "../../../src/lib/share-card"

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-"))
let fonts: CardFonts
beforeAll(async () => {
  fonts = await cardFonts(path.join(cacheDir, "fonts"))
  await registerFonts(fonts)
}, 60_000)

const box = { width: 700, height: 240 }
const style = (fontfile: keyof CardFonts, family: string): TextStyle => ({
  family,
  fontfile: fonts[fontfile],
  bold: true,
  colour: "#1e4d36",
  sizes: [64, 50, 38],
  leading: 0.1,
})
const latin = () => style("martelBold", "Martel")
const devanagari = () => style("devanagari", "Noto Sans Devanagari")
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(({ segment }) => segment)

describe("fitting a title to the card", () => {
  it("draws a short title whole, at the largest size, within the box", async () => {
    const fitted = await fitText("Rasayana Therapy", latin(), box)
    expect(fitted).toMatchObject({ text: "Rasayana Therapy", size: 64, shortened: false })
    expect(fitted.width).toBeLessThanOrEqual(box.width)
  })

  it("draws a longer title smaller before it shortens it", async () => {
    const title = "Eating during chemotherapy: an Ayurvedic kitchen guide for the family cook"
    const fitted = await fitText(title, latin(), box)
    expect(fitted.shortened).toBe(false)
    expect(fitted.size).toBeLessThan(64)
    expect(fitted.height).toBeLessThanOrEqual(box.height)
  })

  it("shortens a title too long for any size to the whole words that fit, then an ellipsis", async () => {
    const title = Array.from({ length: 12 }, () => "Panchakarma and Rasayana therapies").join(" ")
    const fitted = await fitText(title, latin(), box)
    expect(fitted.shortened).toBe(true)
    expect(fitted.text.endsWith("…")).toBe(true)
    const words = fitted.text.slice(0, -1).split(" ")
    expect(title.split(" ").slice(0, words.length)).toEqual(words)
    expect(fitted.width).toBeLessThanOrEqual(box.width)
    expect(fitted.height).toBeLessThanOrEqual(box.height)
  })

  it("wraps and shortens Devanagari between words too", async () => {
    const short = await fitText("कर्करोगतज्ज्ञांशी सल्लामसलत", devanagari(), box)
    expect(short).toMatchObject({ text: "कर्करोगतज्ज्ञांशी सल्लामसलत", shortened: false })
    const title = Array.from({ length: 10 }, () => "केमोथेरपीदरम्यान आहार आणि पूरक काळजी").join(" ")
    const fitted = await fitText(title, devanagari(), box)
    const words = fitted.text.slice(0, -1).split(" ")
    expect(title.split(" ").slice(0, words.length)).toEqual(words)
    expect(fitted.height).toBeLessThanOrEqual(box.height)
  })

  it("cuts a word longer than a line between letters as a reader sees them, never inside a conjunct", async () => {
    expect(graphemes("क्ष")).toHaveLength(1)
    const word = "क्षत्रज्ञश्रद्धा".repeat(8)
    const fitted = await fitText(word, devanagari(), { width: 300, height: 240 })
    expect(fitted.shortened).toBe(true)
    const kept = graphemes(fitted.text.slice(0, -1))
    expect(graphemes(word).slice(0, kept.length)).toEqual(kept)
    expect(fitted.width).toBeLessThanOrEqual(300)
  })
})

describe("the cards of the built pages", () => {
  const siteUrl = "https://www.example.com"
  const page = (card: string, title: string, name = "The Centre") =>
    `<html><head><meta data-react-helmet="true" property="og:title" content="${title} | ${name}"/><meta property="og:site_name" content="${name}"/><meta property="og:image" content="${siteUrl}${card}"/></head></html>`
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), html)
  }

  it("draws each page's card at 1200 by 630 under 300 KB, redraws only the card whose words changed and forgets the old one", async () => {
    write("index.html", page("/share/index.jpg", "Ayurvedic cancer care &amp; Panchakarma"))
    write("mr/about/index.html", page("/share/mr/about.jpg", "आमच्याविषयी", "आयुर्वेद कॅन्सर केअर सेंटर"))
    write("404.html", page("/share.jpg", "Not found").replace(`${siteUrl}/share.jpg`, `${siteUrl}/static/share.jpg`))
    expect(sharedPages(readBuiltPages(publicDir), siteUrl).map(({ title }) => title)).toEqual(["Ayurvedic cancer care & Panchakarma", "आमच्याविषयी"])
    expect(await writeShareCards(publicDir, readBuiltPages(publicDir), siteUrl, cacheDir)).toMatchObject({ drawn: 2, reused: 0, shortened: [] })
    for (const card of ["share/index.jpg", "share/mr/about.jpg"]) {
      const file = path.join(publicDir, card)
      expect(await sharp(file).metadata()).toMatchObject({ ...shareCardSize, format: "jpeg" })
      expect(fs.statSync(file).size).toBeLessThan(300 * 1024)
    }
    expect(await writeShareCards(publicDir, readBuiltPages(publicDir), siteUrl, cacheDir)).toMatchObject({ drawn: 0, reused: 2 })
    write("mr/about/index.html", page("/share/mr/about.jpg", "केंद्राविषयी", "आयुर्वेद कॅन्सर केअर सेंटर"))
    expect(await writeShareCards(publicDir, readBuiltPages(publicDir), siteUrl, cacheDir)).toMatchObject({ drawn: 1, reused: 1 })
    // The card of the old title has left the cache: a card and what it says for each of the two pages.
    expect(fs.readdirSync(path.join(cacheDir, "cards"))).toHaveLength(4)
  }, 60_000)

  it("draws the card two pages share once, and gives each page its copy", async () => {
    write("services/index.html", page("/share/services.jpg", "Our services"))
    write("our-services/index.html", page("/share/our-services.jpg", "Our services"))
    const pages = readBuiltPages(publicDir).filter(({ file }) => file.includes("services"))
    expect(await writeShareCards(publicDir, pages, siteUrl, cacheDir)).toMatchObject({ drawn: 1, reused: 1 })
    expect(fs.readFileSync(path.join(publicDir, "share/services.jpg"))).toEqual(fs.readFileSync(path.join(publicDir, "share/our-services.jpg")))
  }, 60_000)

  it("names the page whose title had to be shortened, with what its card says", async () => {
    const long = Array.from({ length: 10 }, () => "A title an editor made far too long for any card").join(" ")
    write("index.html", page("/share/index.jpg", long))
    const { shortened } = await writeShareCards(publicDir, readBuiltPages(publicDir), siteUrl, cacheDir)
    expect(shortened).toEqual([{ page: expect.objectContaining({ file: "index.html", title: long }), drawn: expect.stringMatching(/^A title an editor .*…$/) }])
  }, 60_000)
})
