import { expect, test } from "@playwright/test"
import { locales, splitLocalizedPath } from "../src/lib/locales"
import { builtRoutes, readContent } from "./content"

test.use({ javaScriptEnabled: false })

// One test per language, its pages visited in turn in one browser page: a test of its own for each page spent twice
// as long setting up as checking.
for (const locale of locales) {
  test(`every ${locale} page shows its heading and main content without JavaScript`, async ({ page }) => {
    test.setTimeout(120_000)
    const routes = builtRoutes().filter((route) => splitLocalizedPath(route).locale === locale)
    expect(routes.length).toBeGreaterThan(0)
    for (const route of routes) {
      await page.goto(route)
      await expect.soft(page.getByRole("heading", { level: 1 }), route).toBeVisible()
      expect.soft((await page.locator("main").innerText()).length, route).toBeGreaterThan(200)
    }
  })
}

test("the phone menu opens and leads to another page without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto("/")
  const [, second] = readContent<{ header: { label: string; to: string }[] }>("navigation.yaml").header
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: second.label, exact: true })
  await expect(link).toBeHidden()
  await page.getByRole("button", { name: "Menu" }).click()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${second.to}$`))
})
