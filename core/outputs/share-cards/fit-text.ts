import sharp from "sharp"
import { escapeHtml } from "../../../src/lib/html-text"

export interface TextStyle {
  /** The font's family name, as Pango knows it. */
  family: string
  /** A TrueType file of that family; every file named once stays known to Pango for the whole build. */
  fontfile: string
  bold: boolean
  colour: string
  /** Sizes to try, largest first, in pixels. */
  sizes: readonly number[]
  /** Room added between lines, as a share of the size: Devanagari's vowel signs reach above and below the line. */
  leading: number
}

interface FittedText {
  /** The words drawn: all of them, or as many whole words as fit, then "…". */
  text: string
  size: number
  shortened: boolean
  image: Buffer
  width: number
  height: number
}

async function draw(text: string, style: TextStyle, size: number, width: number) {
  const weight = style.bold ? ' font_weight="bold"' : ""
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.colour}"${weight}>${escapeHtml(text)}</span>`,
      font: `${style.family} ${size}`,
      fontfile: style.fontfile,
      width,
      dpi: 72,
      // Pango's spacing is what it adds between lines, beyond the font's own line height.
      spacing: Math.round(size * style.leading),
      wrap: "word",
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { image: data, width: info.width, height: info.height }
}

const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map(({ segment }) => segment)

/**
 * Text drawn to fit a box: at the largest size whose lines, wrapped between words, fit it; else at the smallest size,
 * shortened to the whole words that fit and "…". A single word wider than the box at the smallest size is cut between
 * letters as a reader sees them (a Devanagari conjunct is one), never inside one.
 */
export async function fitText(text: string, style: TextStyle, box: { width: number; height: number }): Promise<FittedText> {
  const fits = (drawn: { width: number; height: number }) => drawn.width <= box.width && drawn.height <= box.height
  for (const size of style.sizes) {
    const drawn = await draw(text, style, size, box.width)
    if (fits(drawn)) return { text, size, shortened: false, ...drawn }
  }
  const size = style.sizes[style.sizes.length - 1]
  const words = text.split(/\s+/)
  for (let count = words.length - 1; count >= 1; count--) {
    const shorter = `${words
      .slice(0, count)
      .join(" ")
      .replace(/[\s,;:.–—-]+$/u, "")}…`
    const drawn = await draw(shorter, style, size, box.width)
    if (fits(drawn)) return { text: shorter, size, shortened: true, ...drawn }
  }
  const letters = graphemes(words[0])
  for (let count = letters.length - 1; count >= 1; count--) {
    const shorter = `${letters.slice(0, count).join("")}…`
    const drawn = await draw(shorter, style, size, box.width)
    if (fits(drawn)) return { text: shorter, size, shortened: true, ...drawn }
  }
  throw new Error(`"${text}" cannot be drawn in a box ${box.width} by ${box.height} at ${size} px`)
}
