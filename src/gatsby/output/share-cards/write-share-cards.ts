import crypto from "crypto"
import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "../built-html-files"
import { cardFonts, registerFonts } from "./card-fonts"
import { cardBackground, cardLayout, drawCard, largestCard, renderBackground } from "./draw-card"

export interface SharedPage {
  /** The built page, relative to public/. */
  file: string
  /** Where its card goes, relative to the site: /share/mr/rasayana-therapy.jpg. */
  card: string
  title: string
  name: string
}

const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" })[entity]!)

/** A page's meta tags by property: what the page head (src/components/seo.tsx) says its card is and says. */
function metaOf(html: string): Map<string, string> {
  const meta = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = /\sproperty="([^"]*)"/.exec(tag)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (property && content !== undefined && !meta.has(property)) meta.set(property, decode(content))
  }
  return meta
}

/** Every built page whose head names a card of its own under /share/, with the words the card must carry. */
export function sharedPages(publicDir: string, siteUrl: string): SharedPage[] {
  return builtHtmlFiles(publicDir).flatMap((file) => {
    const meta = metaOf(fs.readFileSync(path.join(publicDir, file), "utf8"))
    const image = meta.get("og:image") ?? ""
    const name = meta.get("og:site_name") ?? ""
    if (!image.startsWith(`${siteUrl}/share/`)) return []
    const title = (meta.get("og:title") ?? "").replace(` | ${name}`, "")
    return [{ file, card: image.slice(siteUrl.length), title, name }]
  })
}

/**
 * Draws each page's share card into public/share/, reusing the card of an earlier build (kept in cacheDir) whose words,
 * artwork, layout and fonts are the same, so a build redraws only the cards whose words or design changed. Returns
 * the pages whose title had to be shortened to fit, and how many cards were drawn and reused.
 */
export async function writeShareCards(publicDir: string, siteUrl: string, cacheDir: string) {
  const pages = sharedPages(publicDir, siteUrl)
  const fonts = await cardFonts(path.join(cacheDir, "fonts"))
  const design = crypto.createHash("sha256").update(cardBackground()).update(JSON.stringify(cardLayout)).update(JSON.stringify(Object.values(fonts).map((file) => path.basename(file)))).digest("hex")
  let background: Buffer | undefined
  const shortened: { page: SharedPage; drawn: string }[] = []
  let drawn = 0
  for (const page of pages) {
    const key = crypto.createHash("sha256").update(design).update(JSON.stringify([page.title, page.name])).digest("hex").slice(0, 20)
    const cached = path.join(cacheDir, "cards", `${key}.jpg`)
    const meta = `${cached}.json`
    if (!fs.existsSync(cached)) {
      if (!background) {
        await registerFonts(fonts)
        background = await renderBackground()
      }
      const card = await drawCard(page, fonts, background)
      if (card.jpeg.length > largestCard) throw new Error(`The share card of ${page.file} is ${Math.round(card.jpeg.length / 1024)} KB, more than WhatsApp shows`)
      fs.mkdirSync(path.dirname(cached), { recursive: true })
      fs.writeFileSync(cached, card.jpeg)
      fs.writeFileSync(meta, JSON.stringify({ title: card.title, shortened: card.shortened }))
      drawn++
    }
    const { title, shortened: wasShortened } = JSON.parse(fs.readFileSync(meta, "utf8")) as { title: string; shortened: boolean }
    if (wasShortened) shortened.push({ page, drawn: title })
    const target = path.join(publicDir, page.card)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(cached, target)
  }
  return { drawn, reused: pages.length - drawn, shortened }
}
