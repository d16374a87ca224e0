import { expect, test } from "@playwright/test"
import { builtRoutes, readContent } from "./content"

test.use({ javaScriptEnabled: false })

for (const route of builtRoutes()) {
  test(`${route} shows its heading and main content without JavaScript`, async ({ page }) => {
    await page.goto(route)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect((await page.locator("main").innerText()).length).toBeGreaterThan(200)
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
