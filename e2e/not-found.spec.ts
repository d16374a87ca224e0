import { expect, test } from "@playwright/test"
import { readContent } from "./content"

test("an unknown path answers 404 with the 404 page, and logs the path", async ({ page }) => {
  const notFound = readContent<{ heading: string; text: string; homeLinkLabel: string }>("pages/not-found.yaml")
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading)
  await expect(page.getByText(notFound.text)).toBeVisible()
  await expect(page.getByRole("link", { name: notFound.homeLinkLabel })).toHaveAttribute("href", "/")
  await expect.poll(() => errors.join("\n")).toContain("404 Error: User attempted to access non-existent route: /no-such-page")
})
