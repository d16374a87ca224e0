import crypto from "crypto"
import fs from "fs"
import path from "path"
import fontverter from "fontverter"
import sharp from "sharp"
import { wholeDevanagariFont } from "../fonts/devanagari-font"
import { wholeHeadingFont } from "../fonts/heading-font"

// Pango, which sharp draws text with, reads TrueType, not the WOFF2 the site serves: the site's own fonts are
// converted once and kept in Gatsby's cache. A Devanagari title is drawn in Noto Sans Devanagari (its Latin letters
// from the same family's Latin file), as the Marathi and Hindi pages draw their headings; an English one in Martel.
const sources = {
  martelBold: wholeHeadingFont,
  devanagari: wholeDevanagariFont,
  devanagariLatin: path.join(path.dirname(wholeDevanagariFont), "noto-sans-devanagari-latin-wght-normal.woff2"),
}

export type CardFonts = Record<keyof typeof sources, string>

/** The TrueType files of the card's fonts, converted on the first build and reused after. */
export async function cardFonts(cacheDir: string): Promise<CardFonts> {
  fs.mkdirSync(cacheDir, { recursive: true })
  const fonts: Partial<CardFonts> = {}
  // One at a time: the WOFF2 decoder's WebAssembly is shared, and two conversions at once were seen to garble a file.
  for (const [name, source] of Object.entries(sources) as [keyof CardFonts, string][]) {
    const woff2 = fs.readFileSync(source)
    const file = path.join(cacheDir, `${name}-${crypto.createHash("sha256").update(woff2).digest("hex").slice(0, 12)}.ttf`)
    if (!fs.existsSync(file)) fs.writeFileSync(file, await fontverter.convert(woff2, "truetype"))
    fonts[name] = file
  }
  return fonts as CardFonts
}

/** Makes every file known to Pango, so a title's letters outside the file it is drawn with come from the same family. */
export async function registerFonts(fonts: CardFonts): Promise<void> {
  for (const fontfile of Object.values(fonts)) await sharp({ text: { text: "a", fontfile } }).toBuffer()
}
