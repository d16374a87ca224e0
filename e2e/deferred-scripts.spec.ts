import { expect, test } from "@playwright/test"
import { gotoInteractive } from "./interactive"

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
