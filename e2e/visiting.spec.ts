import { expect, test, type Page } from "@playwright/test"
import { fillTemplate } from "../src/lib/fill-template"
import { formatTime } from "../src/lib/hours"
import { readArticles, readContent } from "./content"
import { gotoInteractive } from "./interactive"

interface Site {
  hours: { dayOfWeek: string[]; opens: string; closes: string }[]
  openingStatus: { open: string; closed: string; indiaTime: string }
  geo: { latitude: number; longitude: number }
}

const site = readContent<Site>("site.yaml")
const contact = readContent<{
  hoursHeading: string
  directions: { mapsLabel: string; geoLabel: string; routes: { from: string }[] }
  questions: { link: { label: string; to: string } }
}>("pages/contact.yaml")
const monday = site.hours.find(({ dayOfWeek }) => dayOfWeek.includes("Monday"))!
const sunday = site.hours.find(({ dayOfWeek }) => dayOfWeek.includes("Sunday"))!
const india = (local: string) => new Date(`${local}:00+05:30`)
/** A time halfway through a day's hours: "14:00" for 9:00-19:00. */
const midway = ({ opens, closes }: { opens: string; closes: string }) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const middle = Math.round((minutes(opens) + minutes(closes)) / 2)
  return `${String(Math.floor(middle / 60)).padStart(2, "0")}:${String(middle % 60).padStart(2, "0")}`
}
const hoursSection = (page: Page) => page.getByRole("region", { name: contact.hoursHeading })

/** Opens /contact with the browser's clock fixed at an instant, and waits for the status line, which only the browser writes. */
async function contactAt(page: Page, instant: Date) {
  await page.clock.setFixedTime(instant)
  await page.goto("/contact")
  await expect(hoursSection(page).locator("[data-open]")).toBeVisible()
}

test.describe("open now, for a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" })

  test("says the centre is open and when it closes, by India's clock, saying so", async ({ page }) => {
    // Midday on a Monday in Nashik is still night in New York.
    await contactAt(page, india(`2026-11-23T${midway(monday)}`))
    const line = `${fillTemplate(site.openingStatus.open, { time: formatTime(monday.closes) })} (${site.openingStatus.indiaTime})`
    await expect(hoursSection(page).getByText(line)).toBeVisible()
  })

  test("says when a closed centre opens: after Sunday's hours, Monday morning", async ({ page }) => {
    await contactAt(page, india(`2026-11-29T${sunday.closes}`))
    const line = `${fillTemplate(site.openingStatus.closed, { day: "tomorrow", time: formatTime(monday.opens) })} (${site.openingStatus.indiaTime})`
    await expect(hoursSection(page).getByText(line)).toBeVisible()
    // The footer's line is written once the footer comes near the screen.
    await page.locator("footer").scrollIntoViewIfNeeded()
    await expect(page.locator("footer").getByText(line)).toBeVisible()
  })

  test("is read once, where it stands: no live region", async ({ page }) => {
    await gotoInteractive(page, "/contact")
    await expect(hoursSection(page).locator("[aria-live], [role=status], [role=alert]")).toHaveCount(0)
  })
})

test.describe("open now, for a visitor in India", () => {
  test.use({ timezoneId: "Asia/Kolkata" })

  test("does not add 'India time' to the line", async ({ page }) => {
    await contactAt(page, india(`2026-11-24T${midway(monday)}`))
    await expect(hoursSection(page).getByText(fillTemplate(site.openingStatus.open, { time: formatTime(monday.closes) }), { exact: true })).toBeVisible()
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("/contact shows the weekly hours and no status it cannot know", async ({ page }) => {
    await page.goto("/contact")
    await expect(hoursSection(page).getByText(formatTime(monday.opens), { exact: false }).first()).toBeVisible()
    await expect(hoursSection(page)).not.toContainText(site.openingStatus.open.split("{")[0].trim())
  })
})

test.describe("directions", () => {
  test("/contact opens the centre in Google Maps by its coordinates, and gives the way by landmarks", async ({ page }) => {
    await gotoInteractive(page, "/contact")
    const maps = page.getByRole("link", { name: contact.directions.mapsLabel })
    const href = new URL((await maps.getAttribute("href"))!)
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/search/")
    expect(href.searchParams.get("query")).toBe(`${site.geo.latitude},${site.geo.longitude}`)
    for (const { from } of contact.directions.routes) await expect(page.getByText(from, { exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: contact.directions.geoLabel })).toHaveCount(0)
    await expect(page.locator("main").getByRole("link", { name: contact.questions.link.label })).toHaveAttribute("href", contact.questions.link.to)
  })

  test.describe("on an Android phone", () => {
    test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" })

    test("/contact also offers the phone's own map apps through a geo: link", async ({ page }) => {
      await gotoInteractive(page, "/contact")
      // The directions' island is hydrated once it comes near the screen.
      await page.getByRole("link", { name: contact.directions.mapsLabel }).scrollIntoViewIfNeeded()
      const geo = await page.getByRole("link", { name: contact.directions.geoLabel }).getAttribute("href")
      expect(geo).toMatch(new RegExp(`^geo:${site.geo.latitude},${site.geo.longitude}\\?q=`))
    })
  })
})

test.describe("questions families ask", () => {
  const faq = readContent<{ heading: string; groups: { heading: string; questions: { question: string; answer: string[] }[] }[] }>("pages/faq.yaml")
  const questions = faq.groups.flatMap(({ questions: group }) => group)

  test("/faq answers at least ten questions, each a native disclosure that opens without JavaScript", async ({ browser }) => {
    expect(questions.length).toBeGreaterThanOrEqual(10)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/faq")
    await expect(page.locator("details > summary")).toHaveText(questions.map(({ question }) => question))
    const [first] = questions
    await expect(page.getByText(first.answer[0])).toBeHidden()
    await page.getByText(first.question, { exact: true }).click()
    await expect(page.getByText(first.answer[0])).toBeVisible()
    await context.close()
  })

  test("a link to one question opens it", async ({ page }) => {
    const question = questions[3]
    const id = await page.goto("/faq").then(() => page.locator("details", { hasText: question.question }).getAttribute("id"))
    await gotoInteractive(page, `/faq#${id}`)
    await expect(page.getByText(question.answer[0])).toBeVisible()
  })

  test("/faq tells search engines its questions and answers", async ({ page }) => {
    await page.goto("/faq")
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")))
    const faqPage = data.find((entry) => entry["@type"] === "FAQPage")
    expect(faqPage.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(questions.map(({ question }) => question))
  })
})

test("the footer leads to the questions and to the accessibility statement, which says how to report a barrier", async ({ page }) => {
  const { footer } = readContent<{ footer: { label: string; to: string }[] }>("navigation.yaml")
  for (const route of ["/faq", "/accessibility"]) {
    const link = footer.find(({ to }) => to === route)!
    await page.goto("/")
    await page.locator("footer").getByRole("link", { name: link.label }).click()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
  }
  const statement = readContent<{ lastReview: { date: string } }>("policies/accessibility.yaml")
  await expect(page.locator(`main time[datetime="${statement.lastReview.date}"]`)).toBeVisible()
  for (const scheme of ["tel:", "https://wa.me/", "mailto:"]) await expect(page.locator(`main a[href^="${scheme}"]`)).toHaveCount(1)
})

test.describe("printing", () => {
  test("/contact prints as one page: no top bar, menu, buttons, floating button or footer, black on white", async ({ page }) => {
    await gotoInteractive(page, "/contact")
    await page.emulateMedia({ media: "print" })
    for (const hidden of ["footer", "nav[popover]", "button[popovertarget]", "a[hreflang]", 'a[href^="https://wa.me/"][data-hidden]']) {
      for (const element of await page.locator(hidden).all()) await expect(element, hidden).toBeHidden()
    }
    await expect(page.getByRole("link", { name: contact.directions.mapsLabel })).toBeHidden()
    const colours = await page.locator("main h1, main p").evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color))
    expect(new Set(colours)).toEqual(new Set(["rgb(0, 0, 0)"]))
    const pdf = await page.pdf({ format: "A4" })
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
  })

  test("a link to another website prints where it leads", async ({ page }) => {
    const [article] = readArticles()
    await page.goto(`/articles/${article.slug}`)
    await page.emulateMedia({ media: "print" })
    const external = page.locator('main a[href^="https://"]').first()
    const href = await external.getAttribute("href")
    expect(await external.evaluate((link) => getComputedStyle(link, "::after").content)).toBe(`" (${href})"`)
  })
})
