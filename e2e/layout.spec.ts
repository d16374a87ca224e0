import { expect, test } from "@playwright/test"
import { builtRoutes } from "./content"

// 360 px is the phone the site is designed for; 320 px is the width WCAG 2.1's Reflow criterion (1.4.10) asks
// for, which a 360 px phone also reaches when its owner enlarges the display size.
for (const route of builtRoutes()) {
  test(`${route} does not scroll sideways at 360 px, nor at 320 px`, async ({ page }) => {
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
    }
  })
}
