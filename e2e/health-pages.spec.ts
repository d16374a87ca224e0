import fs from "fs"
import path from "path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { nextReviewDate } from "../src/lib/dates"
import { localizedPath, locales, type Locale } from "../src/lib/locales"
import { articleSlugsIn, readArticles, readContent, topicSlugs } from "./content"

interface HealthPage {
  route: string
  lastReviewed: string
  nextReview?: string
  /** The levels of its care cards, in order. */
  cardLevels: string[]
}

type CareWords = { careCard: { levels: Record<"nonUrgent" | "urgent" | "emergency", string> } }
const levelWord = { "non-urgent": "nonUrgent", urgent: "urgent", emergency: "emergency" } as const
const siteWords = (locale: Locale) => readContent<CareWords>(locale === "en" ? "site.yaml" : `${locale}/site.yaml`)
const translated = (locale: Locale, relativePath: string) =>
  locale === "en" || fs.existsSync(path.join(__dirname, "../content", locale, relativePath))

/** Every health page in every language it is published in, from the content: its review dates and its cards' levels. */
const healthPages: (HealthPage & { locale: Locale })[] = [
  ...topicSlugs.map((slug) => {
    const topic = readContent<{ lastReviewed: string; nextReview?: string; sections?: { kind: string; level?: string }[] }>(`topics/${slug}.yaml`)
    const cardLevels = (topic.sections ?? []).filter(({ kind }) => kind === "care").map(({ level }) => level!)
    return { file: `topics/${slug}.yaml`, route: `/${slug}`, ...topic, cardLevels }
  }),
  ...readArticles().map((article) => ({
    file: `articles/${article.slug}.md`,
    route: `/articles/${article.slug}`,
    lastReviewed: article.lastReviewed,
    nextReview: (article as { nextReview?: string }).nextReview,
    cardLevels: [...article.body.matchAll(/^```care-card\n[\s\S]*?^level: *(\S+)/gm)].map((match) => match[1]),
  })),
].flatMap(({ file, ...page }) =>
  locales
    .filter((locale) => translated(locale, file) && (!file.startsWith("articles/") || articleSlugsIn(locale).includes(page.route.split("/").pop()!)))
    .map((locale) => ({ ...page, locale, route: localizedPath(page.route, locale) })),
)

const cardsOf = (page: Page) => page.locator("main div:has(> h2, > h3, > h4):has(> ul):has(> p a[href^='https://'])")

test("every health page, in every language, says below its content when it was last reviewed and when the next review is due", async ({ page }) => {
  test.setTimeout(300_000)
  for (const { route, lastReviewed, nextReview } of healthPages) {
    await page.goto(route)
    const line = page.locator("main p").filter({ has: page.locator(`time[datetime="${lastReviewed}"]`) }).filter({ has: page.locator(`time[datetime="${nextReviewDate(lastReviewed, nextReview)}"]`) })
    await expect(line, route).toHaveCount(1)
    await expect(line, route).toBeVisible()
    // Below the content: nothing of the page's sections or text comes after it but the closing links.
    const after = await line.evaluate((element) => {
      const headings = [...document.querySelectorAll("main h2, main h3")]
      return headings.filter((heading) => element.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).length
    })
    expect(after, `${route}: headings after the review dates`).toBeLessThanOrEqual(1)
  }
})

test("every care card shows in every language, at its level, said in words before its heading", async ({ page }) => {
  test.setTimeout(120_000)
  const withCards = healthPages.filter(({ cardLevels }) => cardLevels.length > 0)
  expect(new Set(withCards.map(({ locale }) => locale))).toEqual(new Set(locales))
  for (const { route, locale, cardLevels } of withCards) {
    const { levels } = siteWords(locale).careCard
    await page.goto(route)
    const cards = cardsOf(page)
    await expect(cards, route).toHaveCount(cardLevels.length)
    for (const [index, level] of cardLevels.entries()) {
      const said = levels[levelWord[level as keyof typeof levelWord]].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      await expect(cards.nth(index).getByRole("heading"), route).toHaveText(new RegExp(`^${said}:`))
      expect(await cards.nth(index).getByRole("listitem").count(), route).toBeLessThanOrEqual(5)
    }
  }
})

async function fitsWithin(card: Locator) {
  return card.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const overflowing = [element, ...element.querySelectorAll("*")].filter((child) => child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== "visible")
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && overflowing.length === 0
  })
}

test.describe("at 360 px and in print", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("each care card fits the phone's width, and prints with its heading readable on white paper", async ({ page }) => {
    test.setTimeout(120_000)
    for (const { route } of healthPages.filter(({ cardLevels }) => cardLevels.length > 0)) {
      await page.goto(route)
      const cards = cardsOf(page)
      for (let index = 0; index < (await cards.count()); index++) expect(await fitsWithin(cards.nth(index)), `${route} card ${index}`).toBe(true)
      await page.emulateMedia({ media: "print" })
      for (let index = 0; index < (await cards.count()); index++) {
        const heading = cards.nth(index).getByRole("heading")
        await expect(heading, route).toBeVisible()
        // Printers often drop backgrounds: the heading's words must read on white paper by themselves.
        const contrastOnWhite = await heading.evaluate((element) => {
          const [r, g, b] = getComputedStyle(element).color.match(/\d+/g)!.map(Number)
          const linear = (channel: number) => ((channel /= 255) <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)
          return 1.05 / (0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) + 0.05)
        })
        expect(contrastOnWhite, `${route} card ${index} in print`).toBeGreaterThanOrEqual(4.5)
      }
      await page.emulateMedia({ media: "screen" })
    }
  })
})
