import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { decodeHtml } from "../../../src/lib/html-text"
import type { BuiltPage } from "../built-pages"
import { cardFonts, registerFonts } from "./card-fonts"
import { cardBackground, cardLayout, drawCard, largestCard, renderBackground } from "./draw-card"

const drawingSources = ["draw-card.ts", "fit-text.ts"].map((file) => path.resolve("core/outputs/share-cards", file))

interface SharedPage {
  /** The built page, relative to public/. */
  file: string
  /** Where its card goes, relative to the site: /share/mr/rasayana-therapy.jpg. */
  card: string
  title: string
  name: string
}

/** A page's meta tags by property: what the page head (src/components/seo.tsx) says its card is and says. */
function metaOf(html: string): Map<string, string> {
  const meta = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = /\sproperty="([^"]*)"/.exec(tag)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (property && content !== undefined && !meta.has(property)) meta.set(property, decodeHtml(content))
  }
  return meta
}

/** Every built page whose head names a card of its own under /share/, with the words the card must carry. */
export function sharedPages(pages: readonly BuiltPage[], siteUrl: string): SharedPage[] {
  return pages.flatMap(({ file, html }) => {
    const meta = metaOf(html)
    const image = meta.get("og:image") ?? ""
    const name = meta.get("og:site_name") ?? ""
    if (!image.startsWith(`${siteUrl}/share/`)) return []
    const title = (meta.get("og:title") ?? "").replace(` | ${name}`, "")
    return [{ file, card: image.slice(siteUrl.length), title, name }]
  })
}

/**
 * Draws each page's share card into public/share/, reusing the card of an earlier build (kept in cacheDir) whose words,
 * artwork, layout, fonts, drawing code and sharp are the same, so a build redraws only the cards whose words or design
 * changed. Returns the pages whose title had to be shortened to fit, and how many cards were drawn and reused.
 */
export async function writeShareCards(publicDir: string, built: readonly BuiltPage[], siteUrl: string, cacheDir: string) {
  const pages = sharedPages(built, siteUrl)
  const fonts = await cardFonts(path.join(cacheDir, "fonts"))
  const design = crypto
    .createHash("sha256")
    .update(cardBackground())
    .update(JSON.stringify([cardLayout, Object.values(fonts).map((file) => path.basename(file)), sharp.versions]))
  // The drawing code too: Gatsby runs a compiled copy of it, so its sources are read where they are written.
  for (const source of drawingSources) design.update(fs.readFileSync(source))
  const designHash = design.digest("hex")
  // Each page's card in the cache, by its words and the design: the JPEG, and beside it what was drawn.
  const cardDir = path.join(cacheDir, "cards")
  const cards = pages.map((page) => {
    const key = crypto
      .createHash("sha256")
      .update(designHash)
      .update(JSON.stringify([page.title, page.name]))
      .digest("hex")
      .slice(0, 20)
    const jpeg = path.join(cardDir, `${key}.jpg`)
    return { page, jpeg, meta: `${jpeg}.json` }
  })
  // The cards no earlier build drew, each once however many pages it serves.
  const toDraw = new Map(cards.filter(({ jpeg, meta }) => !fs.existsSync(jpeg) || !fs.existsSync(meta)).map((card) => [card.jpeg, card]))
  if (toDraw.size > 0) {
    await registerFonts(fonts)
    const background = await renderBackground()
    fs.mkdirSync(cardDir, { recursive: true })
    // All at once: sharp lays out and encodes each in its own thread, so a cold build draws them on every core.
    await Promise.all(
      [...toDraw.values()].map(async ({ page, jpeg, meta }) => {
        const card = await drawCard(page, fonts, background)
        if (card.jpeg.length > largestCard)
          throw new Error(`The share card of ${page.file} is ${Math.round(card.jpeg.length / 1024)} KB, more than WhatsApp shows`)
        // What was drawn first, then the card: a card is only ever taken from the cache with its words beside it.
        fs.writeFileSync(meta, JSON.stringify({ title: card.title, shortened: card.shortened }))
        fs.writeFileSync(jpeg, card.jpeg)
      }),
    )
  }
  const shortened: { page: SharedPage; drawn: string }[] = []
  for (const { page, jpeg, meta } of cards) {
    const { title, shortened: wasShortened } = JSON.parse(fs.readFileSync(meta, "utf8")) as { title: string; shortened: boolean }
    if (wasShortened) shortened.push({ page, drawn: title })
    const target = path.join(publicDir, page.card)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(jpeg, target)
  }
  // Cards no page shows any more leave the cache, which would otherwise grow by a card at each edit of a title.
  const kept = new Set(cards.flatMap(({ jpeg, meta }) => [jpeg, meta]))
  const cached = fs.existsSync(cardDir) ? fs.readdirSync(cardDir).map((name) => path.join(cardDir, name)) : []
  for (const file of cached) if (!kept.has(file)) fs.rmSync(file)
  return { drawn: toDraw.size, reused: pages.length - toDraw.size, shortened }
}
