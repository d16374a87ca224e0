import { expect, test } from "@playwright/test"
import { gotoInteractive, waitForHydration } from "./interactive"

for (const route of ["/", "/doctor", "/rasayana-therapy"]) {
  test(`${route} fetches the app's scripts only after the load event and the first paint, then hydrates`, async ({ page }) => {
    await gotoInteractive(page, route)
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[]
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name))
      return {
        loadEventStart: navigation.loadEventStart,
        firstPaint: firstPaint.startTime,
        scriptStarts: scripts.map((entry) => entry.startTime),
      }
    })
    expect(timings.scriptStarts).toHaveLength(3)
    for (const start of timings.scriptStarts) {
      expect(start).toBeGreaterThanOrEqual(timings.loadEventStart)
      expect(start).toBeGreaterThanOrEqual(timings.firstPaint)
    }
  })
}

test("scripts that arrive late leave the page where the visitor has scrolled it, not where it was earlier in the visit", async ({ page }) => {
  await gotoInteractive(page, "/")
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  // Gatsby keeps this address's position for the rest of the visit once the scroll has settled.
  await page.waitForFunction(() => Object.values(sessionStorage).includes(String(window.scrollY)))

  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto("/")
  await page.evaluate(() => window.scrollTo(0, 600))
  releaseScripts()
  await waitForHydration(page)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
})
