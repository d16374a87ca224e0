import { expect, test } from "@playwright/test"
import { builtRoutes } from "./content"

test.use({ javaScriptEnabled: false })

for (const route of builtRoutes()) {
  test(`${route} shows its heading and main content without JavaScript`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200)
  })
}

test("the navigation is usable on a phone without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto("/")
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Doctor" })).toBeVisible()
})
