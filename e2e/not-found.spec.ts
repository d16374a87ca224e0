import { expect, test } from "@playwright/test"

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404")
  await expect(page.getByText("Oops! Page not found")).toBeVisible()
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  await expect.poll(() => errors.join("\n")).toContain("404 Error: User attempted to access non-existent route: /no-such-page")
})
