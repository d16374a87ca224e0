import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { booking, openBooking } from "./booking-form"
import { builtRoutes } from "./content"
import { gotoInteractive } from "./interactive"

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag21aa).analyze()
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }))
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const route of builtRoutes()) {
      test(`${route} has no WCAG 2.1 A or AA violations`, async ({ page }) => {
        await gotoInteractive(page, route)
        expect(await violations(page)).toEqual([])
      })
    }

    test("the open booking dialog, showing its errors, has no violations", async ({ page }) => {
      const { dialog } = await openBooking(page)
      await dialog.getByRole("button", { name: booking.submit }).click()
      await expect(dialog.getByText(booking.errors.nameRequired)).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoInteractive(page, "/services")
  await page.getByRole("button", { name: "Menu" }).click()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Close" })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
