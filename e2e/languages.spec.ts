import path from "path"
import { expect, test, type Page } from "@playwright/test"
import { fieldAt, listContentFiles, loadCollections, publishedLanguages, readContentFiles, SchemaSet, translationReport } from "../core"
import { localizedPath, localizeDigits, ogLocales, splitLocalizedPath, type Locale } from "../src/lib/locales"
import { builtNotFoundPages, builtRoutes, readContent, siteUrl } from "./content"
import { gotoInteractive } from "./interactive"

const contentDir = path.join(__dirname, "../content")
const schemas = new SchemaSet(path.join(__dirname, "../schemas"))
const collections = loadCollections(schemas)
const languages = publishedLanguages(listContentFiles(contentDir))
const translated = languages.filter((locale) => locale !== "en")
const routes = builtRoutes()
const absolute = (route: string) => `${siteUrl}${route}`
const siteIn = (locale: Locale) => readContent<{ languageName: string; ui: { languages: string } }>(locale === "en" ? "site.yaml" : `${locale}/site.yaml`)

/** The English words a language's pages show where its translation leaves them out (the report lists each). */
function fallbackWords(locale: Locale): string[] {
  const { files } = readContentFiles(contentDir, collections)
  const status = translationReport(files, contentDir).find((report) => report.locale === locale)!
  const english = new Map(files.filter((file) => file.locale === "en").map((file) => [`content/${locale}/${file.source}`, file.data]))
  return status.missingWords.flatMap(({ displayPath, fields }) => fields.map((field) => String(fieldAt(english.get(displayPath), field) ?? "")))
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    ogAlternates: Array.from(document.querySelectorAll('meta[property="og:locale:alternate"]')).map((meta) => meta.getAttribute("content")),
  }))
}

test("each page names its language, itself as canonical and every version of itself, both ways, with x-default English", async ({ page }) => {
  test.setTimeout(300_000)
  const versions = new Map<string, Record<string, string | null>>()
  for (const route of routes) {
    await page.goto(route)
    const head = await headOf(page)
    const { locale } = splitLocalizedPath(route)
    expect(head.lang, route).toBe(locale)
    expect(head.canonical, route).toBe(absolute(route))
    expect(head.alternates[locale], route).toBe(absolute(route))
    expect(head.alternates["x-default"], route).toBe(head.alternates.en)
    expect(head.ogLocale, route).toBe(ogLocales[locale])
    expect(head.ogAlternates.sort(), route).toEqual(
      Object.keys(head.alternates)
        .filter((language) => language !== locale && language !== "x-default")
        .map((language) => ogLocales[language as Locale])
        .sort(),
    )
    versions.set(absolute(route), head.alternates)
  }
  // Both ways: every page an alternate names exists, and names the same set of versions.
  for (const [url, alternates] of versions) {
    for (const alternate of Object.values(alternates)) expect(versions.get(alternate!), `${url} -> ${alternate}`).toEqual(alternates)
  }
})

test("the language switcher links each page to itself in the other languages it has, named in their own script", async ({ page }) => {
  test.setTimeout(120_000)
  const names = Object.fromEntries(languages.map((locale) => [locale, siteIn(locale).languageName]))
  for (const route of routes
    .filter((candidate) => candidate === "/" || candidate === "/contact" || candidate.startsWith("/mr") || candidate.startsWith("/hi"))
    .slice(0, 12)) {
    await page.goto(route)
    const { locale } = splitLocalizedPath(route)
    const head = await headOf(page)
    const switcher = page.getByRole("navigation", { name: siteIn(locale).ui.languages })
    const links = await switcher.getByRole("link").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href"),
        lang: anchor.getAttribute("lang"),
        hreflang: anchor.getAttribute("hreflang"),
        text: anchor.textContent,
      })),
    )
    const expected = Object.entries(head.alternates)
      .filter(([language]) => language !== locale && language !== "x-default")
      .map(([language, url]) => ({ href: String(url).replace(siteUrl, ""), lang: language, hreflang: language, text: names[language] }))
    expect(links, route).toEqual(expected)
  }
})

test("the page of an unknown address names no versions of itself, and its switcher leads to the other languages' home pages", async ({ page }) => {
  for (const locale of languages) {
    await page.goto(`${localizedPath("/", locale)}no-such-page`)
    expect(Object.keys((await headOf(page)).alternates), locale).toEqual([])
    const switcher = page.getByRole("navigation", { name: siteIn(locale).ui.languages })
    const links = await switcher
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute("hreflang"), anchor.getAttribute("href"), anchor.textContent]))
    expect(links, locale).toEqual(languages.filter((other) => other !== locale).map((other) => [other, localizedPath("/", other), siteIn(other).languageName]))
  }
})

for (const locale of translated) {
  test.describe(`in ${locale}`, () => {
    test("an unknown address under its folder answers 404 with its own 404 page", async ({ page }) => {
      const notFound = readContent<{ heading: string; text: string; homeLinkLabel: string }>(`${locale}/pages/not-found.yaml`)
      const response = await page.goto(`/${locale}/no-such-page`)
      expect(response?.status()).toBe(404)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      await expect(page.getByText(notFound.text)).toBeVisible()
      await expect(page.getByRole("link", { name: notFound.homeLinkLabel })).toHaveAttribute("href", `/${locale}/`)
    })

    test("the switcher works by keyboard and without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto("/")
      const link = page.locator(`a[hreflang="${locale}"]`).first()
      await link.focus()
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`))
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      await context.close()
    })

    test("every word a visitor sees or hears is in the page's language", async ({ page }) => {
      test.setTimeout(300_000)
      // The facts written once, in English (the e-mail addresses), and each language's own name.
      const site = readContent<{ email: string; privacyContact: { email: string } }>("site.yaml")
      const allowed = [site.email, site.privacyContact.email, ...fallbackWords(locale), ...languages.map((other) => siteIn(other).languageName)]
      for (const route of routes.filter((candidate) => candidate.startsWith(`/${locale}/`))) {
        await page.goto(route)
        // Words in another language count only where they are marked as such (an article shown in English, with
        // lang="en", on a Marathi page): screen readers then read them in their own voice.
        const heard = await page.evaluate((pageLanguage) => {
          for (const element of document.body.querySelectorAll("[lang]")) if (element.getAttribute("lang") !== pageLanguage) element.remove()
          return [
            document.title,
            document.body.innerText,
            ...Array.from(document.querySelectorAll("[aria-label]"), (element) => element.getAttribute("aria-label")),
            ...Array.from(document.querySelectorAll("img[alt]"), (image) => image.getAttribute("alt")),
            document.querySelector('meta[name="description"]')?.getAttribute("content"),
          ].join("\n")
        }, locale)
        const rest = allowed.reduce((text, words) => text.split(words).join(" "), heard)
        // Acronyms (WCAG, UPI, CBS) are names, read letter by letter in any language: WCAG 3.1.2 leaves them unmarked.
        const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => word !== word.toUpperCase())
        expect(words, route).toEqual([])
        if (locale === "mr") expect(rest.match(/[0-9]/g) ?? [], `${route} writes its figures in Devanagari digits`).toEqual([])
      }
    })

    test("the booking form, its errors and the WhatsApp message it writes are in the language", async ({ page }) => {
      const { booking } = readContent<{
        booking: { title: string; labels: Record<string, string>; submit: string; errors: Record<string, string>; messageLabels: Record<string, string> }
      }>(`${locale}/site.yaml`)
      const { hero } = readContent<{ hero: { bookingLabel: string } }>(`${locale}/pages/home.yaml`)
      await page.addInitScript(() => {
        window.open = (url?: string | URL) => {
          ;(window as unknown as { __opened: string }).__opened = String(url)
          return { opener: null } as Window
        }
      })
      await gotoInteractive(page, `/${locale}/`)
      await page.getByRole("button", { name: hero.bookingLabel }).click()
      const dialog = page.getByRole("dialog", { name: booking.title })
      await dialog.getByRole("button", { name: booking.submit }).click()
      await expect(dialog.getByText(booking.errors.nameRequired)).toBeVisible()
      await dialog.getByLabel(booking.labels.name).fill("आशा पाटील")
      await dialog.getByLabel(booking.labels.email).fill("asha@example.in")
      await dialog.getByLabel(booking.labels.date).fill("2099-01-01")
      await dialog.getByLabel(booking.labels.phone).fill(localizeDigits("+91 98765 43210", "mr"))
      await dialog.getByRole("button", { name: booking.submit }).click()
      await expect(dialog).toBeHidden()
      const url = new URL(await page.evaluate(() => (window as unknown as { __opened: string }).__opened))
      const lines = url.searchParams.get("text")!.split("\n")
      expect(lines[0]).toBe(booking.messageLabels.heading)
      expect(lines).toContain(`${booking.messageLabels.name}: आशा पाटील`)
      expect(lines.find((line) => line.startsWith(booking.messageLabels.date))).toMatch(locale === "mr" ? /२०९९/ : /2099/)
      expect(lines[lines.length - 1]).toBe(`${booking.messageLabels.phone}: +91 98765 43210`)
    })
  })
}

test("the 404 pages of every language are built", () => {
  expect(builtNotFoundPages()).toEqual(languages.map((locale) => (locale === "en" ? "/404.html" : `/${locale}/404.html`)))
})
