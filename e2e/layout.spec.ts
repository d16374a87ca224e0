import { expect, test } from "@playwright/test"
import { builtRoutes } from "./content"

test.use({ viewport: { width: 360, height: 740 } })

for (const route of builtRoutes()) {
  test(`${route} does not scroll sideways at 360 px`, async ({ page }) => {
    await page.goto(route)
    await page.waitForLoadState("networkidle")
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
