import { expect, test, type Page } from "@playwright/test"
import { axeViolations } from "./axe"
import { builtRoutes } from "./content"
import { watchCspViolations } from "./csp-violations"
import { gotoInteractive } from "./interactive"
import { largestPaint } from "./largest-paint"
import { setTextSize } from "./text-size"

// Every page of the build, visited once as a visitor's browser loads it on a 360 px phone, with its offline service
// worker (which the other tests block), and held there to each gate that needs the page running. One visit serves
// them all: loading a page once per gate paid for the same load many times over.
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 640 } })

/** What goes wrong as the page loads: console errors and warnings, page errors, failed or refused requests, other hosts. */
function watchLoadProblems(page: Page, ownOrigin: string): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) problems.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol !== "data:" && url.origin !== ownOrigin) problems.push(`other host: ${request.url()}`)
  })
  return problems
}

/** Whether the page fetches Martel, the English heading font, at any point of the visit. */
function watchMartel(page: Page): () => boolean {
  let fetched = false
  page.on("request", (request) => {
    if (request.resourceType() === "font" && request.url().includes("/martel-")) fetched = true
  })
  return () => fetched
}

/** How far the page reaches past the screen's right edge, once the browser has laid it out again. */
async function sidewaysOverflow(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

for (const route of builtRoutes()) {
  test(`${route}, visited once: its first screen, its islands, its fonts, its load, its CSP, WCAG 2.1 A and AA at 360 and 1280 px, and no sideways scroll down to 320 px with text twice the usual size`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchLoadProblems(page, new URL(baseURL!).origin)
    const cspViolations = await watchCspViolations(page)
    const fetchedMartel = watchMartel(page)
    await gotoInteractive(page, route)

    // Before any input, which ends the largest paint's record.
    await test.step("the first screen shows the heading within 200 px of the top and the number to call, and asks first for at most one picture, the largest paint if a picture is", async () => {
      const heading = page.getByRole("heading", { level: 1 })
      expect.soft(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThanOrEqual(200)
      await expect.soft(page.locator('a[href^="tel:"]').first()).toBeInViewport()
      const urgent = page.locator('img[fetchpriority="high"]')
      expect.soft(await urgent.count()).toBeLessThanOrEqual(1)
      if ((await urgent.count()) === 1) await expect.soft(urgent).toBeInViewport()
      const largest = await largestPaint(page)
      if (largest.tag === "IMG") expect.soft(largest.priority).toBe("high")
    })

    await test.step("no island far below the screen is hydrated before the reader comes near it", async () => {
      const early = await page.$$eval('site-island[data-hydrate="visible"][data-hydrated]', (islands) =>
        islands
          .filter((island) => island.firstElementChild && island.firstElementChild.getBoundingClientRect().top > innerHeight + 200)
          .map((island) => island.getAttribute("data-island")),
      )
      expect.soft(early).toEqual([])
    })

    await test.step("WCAG 2.1 A and AA at 360 px", async () => expect.soft(await axeViolations(page)).toEqual([]))

    await test.step("loads with no error, failed request, other host or CSP violation, once scrolled through", async () => {
      await page.mouse.wheel(0, 20000)
      await page.waitForLoadState("networkidle")
      expect.soft(problems).toEqual([])
      expect.soft(cspViolations).toEqual([])
    })

    // 320 px is the width WCAG 2.1's Reflow criterion (1.4.10) asks for, which a 360 px phone also reaches when its
    // owner enlarges the display size. Many older readers also set larger text: 32 px, twice the default and the most
    // a phone's settings offer, is tried at the narrowest width.
    await test.step("no sideways scroll at 360 px, nor at 320 px, even with text at 32 px", async () => {
      expect.soft(await sidewaysOverflow(page), "360 px").toBeLessThanOrEqual(0)
      await page.setViewportSize({ width: 320, height: 640 })
      expect.soft(await sidewaysOverflow(page), "320 px").toBeLessThanOrEqual(0)
      const usualHeight = await pageHeight(page)
      await setTextSize(page, 32)
      expect.soft(await sidewaysOverflow(page), "320 px, text at 32 px").toBeLessThanOrEqual(0)
      expect(await pageHeight(page), "the larger text took effect").toBeGreaterThan(usualHeight)
    })

    await test.step("WCAG 2.1 A and AA at 1280 px", async () => {
      await setTextSize(page, 16)
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.evaluate(() => window.scrollTo(0, 0))
      expect.soft(await axeViolations(page)).toEqual([])
    })

    if (/^\/(mr|hi)\//.test(route)) {
      await test.step("a Marathi or Hindi page fetches Martel, the English heading font, only for a heading it marks as English", async () => {
        // At every width the visit has shown it: each may lay out text the others hide.
        await page.evaluate(() => document.fonts.ready)
        const englishInMartel = await page.evaluate(() =>
          Array.from(document.querySelectorAll('[lang="en"]')).some((element) => getComputedStyle(element).fontFamily.startsWith("Martel")),
        )
        if (fetchedMartel()) expect.soft(englishInMartel).toBe(true)
      })
    }
  })
}
