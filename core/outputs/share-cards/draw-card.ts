import fs from "fs"
import path from "path"
import sharp from "sharp"
import { shareCardSize } from "../../../src/lib/share-card"
import type { CardFonts } from "./card-fonts"
import { fitText, type TextStyle } from "./fit-text"

/** WhatsApp ignores a preview image of more than 300 KB. */
export const largestCard = 300 * 1024

/** The site's share artwork (content/images/share.svg) without its words, which each card writes for its page. */
const artwork = path.resolve("content/images/share.svg")
export const cardBackground = () => fs.readFileSync(artwork, "utf8").replace(/<text[\s\S]*?<\/text>/g, "")

// The words sit left of the sun and above the hills.
const textBox = { left: 80, top: 70, width: 700, bottom: 470 }
const gap = 24
const forest = "#1e4d36"
const inkMuted = "#4b5852"

/** The card's layout, fonts and colours: a change to any redraws every card (see writeShareCards). */
export const cardLayout = { textBox, gap, forest, inkMuted, titleSizes: [64, 56, 50, 44, 38], nameSizes: [30, 26, 22] }

const isDevanagari = (text: string) => /[\u0900-\u097f]/.test(text)

function styles(fonts: CardFonts, title: string): { title: TextStyle; name: TextStyle } {
  const devanagari: Omit<TextStyle, "bold" | "colour" | "sizes"> = { family: "Noto Sans Devanagari", fontfile: fonts.devanagari, leading: 0.1 }
  return {
    title: isDevanagari(title)
      ? { ...devanagari, bold: true, colour: forest, sizes: cardLayout.titleSizes }
      : { family: "Martel", fontfile: fonts.martelBold, bold: true, colour: forest, sizes: cardLayout.titleSizes, leading: 0 },
    name: { ...devanagari, bold: false, colour: inkMuted, sizes: cardLayout.nameSizes },
  }
}

interface DrawnCard {
  jpeg: Buffer
  /** The title as drawn, and whether it had to be shortened to fit. */
  title: string
  shortened: boolean
}

/** A page's share card: its title in the page's language and the centre's name, on the site's artwork, as a JPEG. */
export async function drawCard({ title, name }: { title: string; name: string }, fonts: CardFonts, background: Buffer): Promise<DrawnCard> {
  const style = styles(fonts, title)
  const width = textBox.width
  const nameText = await fitText(name, style.name, { width, height: 80 })
  const titleText = await fitText(title, style.title, { width, height: textBox.bottom - textBox.top - gap - nameText.height })
  // The title and the name as one block, centred in the space above the hills.
  const top = textBox.top + Math.round((textBox.bottom - textBox.top - (titleText.height + gap + nameText.height)) / 2)
  const jpeg = await sharp(background)
    .composite([
      { input: titleText.image, left: textBox.left, top },
      { input: nameText.image, left: textBox.left, top: top + titleText.height + gap },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  return { jpeg, title: titleText.text, shortened: titleText.shortened }
}

/** The artwork as a bitmap of the card's size, drawn once per build. */
export function renderBackground(): Promise<Buffer> {
  return sharp(Buffer.from(cardBackground())).resize(shareCardSize.width, shareCardSize.height).png().toBuffer()
}
