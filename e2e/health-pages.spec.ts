import fs from "fs"
import path from "path"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { nextReviewDate } from "../src/lib/dates"
import { localizeDigits, localizedPath, locales, type Locale } from "../src/lib/locales"
import { articleSlugsIn, careCardsInBody, filledCareText, readArticles, readCareCard, readContent, topicSlugs, type CareCardWords } from "./content"

interface HealthPage {
  route: string
  lastReviewed: string
  nextReview?: string
  /** The care cards it shows, by name, in order. */
  cards: string[]
}

type CareWords = { careCard: { levels: Record<CareCardWords["level"], string>; whom: string } }
const { emergency } = readContent<{ careFacts: { emergency: string } }>("site.yaml").careFacts
const siteWords = (locale: Locale) => readContent<CareWords>(locale === "en" ? "site.yaml" : `${locale}/site.yaml`)
const translated = (locale: Locale, relativePath: string) => locale === "en" || fs.existsSync(path.join(__dirname, "../content", locale, relativePath))

/** Every health page in every language it is published in, from the content: its review dates and the cards it shows. */
const healthPages: (HealthPage & { locale: Locale })[] = [
  ...topicSlugs.map((slug) => {
    const topic = readContent<{ lastReviewed: string; nextReview?: string; sections?: { kind: string; card?: string }[] }>(`topics/${slug}.yaml`)
    const cards = (topic.sections ?? []).filter(({ kind }) => kind === "care").map(({ card }) => card!)
    return { file: `topics/${slug}.yaml`, route: `/${slug}`, ...topic, cards }
  }),
  ...readArticles().map((article) => ({
    file: `articles/${article.slug}.md`,
    route: `/articles/${article.slug}`,
    lastReviewed: article.lastReviewed,
    nextReview: (article as { nextReview?: string }).nextReview,
    cards: careCardsInBody(article.body),
  })),
].flatMap(({ file, ...page }) =>
  locales
    .filter((locale) => translated(locale, file) && (!file.startsWith("articles/") || articleSlugsIn(locale).includes(page.route.split("/").pop()!)))
    .map((locale) => ({ ...page, locale, route: localizedPath(page.route, locale) })),
)
const withCards = healthPages.filter(({ cards }) => cards.length > 0)

const cardsOf = (page: Page) => page.locator("main div:has(> h2, > h3, > h4):has(> ul):has(> p a[href^='https://'])")

test("every health page, in every language, says below its content when it was last reviewed and when the next review is due", async ({ page }) => {
  test.setTimeout(300_000)
  for (const { route, lastReviewed, nextReview } of healthPages) {
    await page.goto(route)
    const line = page
      .locator("main p")
      .filter({ has: page.locator(`time[datetime="${lastReviewed}"]`) })
      .filter({ has: page.locator(`time[datetime="${nextReviewDate(lastReviewed, nextReview)}"]`) })
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
  test.setTimeout(180_000)
  expect(new Set(withCards.map(({ locale }) => locale))).toEqual(new Set(locales))
  for (const { route, locale, cards: names } of withCards) {
    const { levels } = siteWords(locale).careCard
    // Three steps a reader tells apart in words, not only by colour.
    expect(new Set(Object.values(levels)).size, locale).toBe(3)
    await page.goto(route)
    const cards = cardsOf(page)
    await expect(cards, route).toHaveCount(names.length)
    for (const [index, name] of names.entries()) {
      const card = readCareCard(name, locale)
      await expect(cards.nth(index).getByRole("heading"), route).toHaveText(`${levels[card.level]}: ${filledCareText(card.heading, locale)}`)
      await expect(cards.nth(index).locator(":scope > ul").first().getByRole("listitem"), route).toHaveText(
        card.points.map((point) => filledCareText(point, locale)),
      )
    }
  }
})

test("the fever card shows the temperature in °C and °F, the emergency number to call and the hospital's line, on every page that carries it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const fever = withCards.filter(({ cards }) => cards.includes("fever-during-chemotherapy"))
  expect(new Set(fever.map(({ locale }) => locale))).toEqual(new Set(locales))
  for (const { route, locale } of fever) {
    const card = readCareCard("fever-during-chemotherapy", locale)
    const { careCard } = siteWords(locale)
    await page.goto(route)
    const shown = cardsOf(page).filter({ has: page.getByRole("heading", { name: filledCareText(card.heading, locale) }) })
    await expect(shown, route).toHaveCount(1)
    await expect(shown, route).toContainText(filledCareText("{feverFrom}", locale))
    await expect(shown.getByRole("link", { name: localizeDigits(emergency, locale), exact: true }), route).toHaveAttribute("href", `tel:${emergency}`)
    await expect(shown, route).toContainText(careCard.whom.replace("{whom}", filledCareText(card.call!.whom, locale)))
  }
})

async function fitsWithin(card: Locator) {
  return card.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const overflowing = [element, ...element.querySelectorAll("*")].filter(
      (child) => child.scrollWidth > child.clientWidth + 1 && getComputedStyle(child).overflowX !== "visible",
    )
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && overflowing.length === 0
  })
}

test.describe("at 360 px and in print", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("each care card fits the phone's width, and prints with its heading readable on white paper", async ({ page }) => {
    test.setTimeout(120_000)
    for (const { route } of withCards) {
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
