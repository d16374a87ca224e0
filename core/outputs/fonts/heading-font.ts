import path from "path"
import { cutFontDir, writeCutFont } from "./cut-font"

// English headings are drawn in Martel 700 (src/styles/fonts.scss). @fontsource's Latin file (19 KB) holds all of
// Latin-1 and the punctuation block; cut to the letters and signs English writes and any other character of the
// content the file has, it is about 11 KB.

/** @fontsource's Martel, whose Latin file the build cuts. */
const fontsource = path.resolve("node_modules/@fontsource/martel")
export const wholeHeadingFont = path.join(fontsource, "files/martel-latin-700-normal.woff2")
export const headingFontFile = "martel-latin-700.woff2"

/** What any English text may write, whether or not today's content does: so a new heading never falls back. */
const everyday = [...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)), ..."\u00a0’‘“”–—…·°×"]

/**
 * The characters the cut font keeps: the everyday set, and every other character the content uses but Devanagari,
 * which Martel's Latin file does not draw; HarfBuzz keeps those of them the file has.
 */
export function headingCharacters(texts: string[]): string {
  return [...new Set([...everyday, ...texts.flatMap((text) => text.match(/[^\p{Script=Devanagari}\p{Cc}]/gu) ?? [])])].join("")
}

/** Writes martel-latin-700.woff2, keeping headingCharacters and the ligatures of the content's Latin words. */
export function writeHeadingFont(texts: string[], outDir = cutFontDir) {
  return writeCutFont({
    font: wholeHeadingFont,
    fontPackage: fontsource,
    out: path.join(outDir, headingFontFile),
    characters: headingCharacters(texts),
    words: [...new Set(texts.flatMap((text) => text.match(/[\p{Script=Latin}']+/gu) ?? []))],
    languages: ["en"],
    axes: {},
  })
}
