import { expect, test } from "@playwright/test"
import { builtRoutes } from "./content"
import { gotoInteractive } from "./interactive"

// The editor talks to decap-server (started by playwright.config.ts), which reads this repository's files.
test("the editor at /admin opens on the local backend and shows every collection and topic", async ({ page }) => {
  await page.goto("/admin/")
  await page.getByRole("button", { name: /login/i }).click()
  for (const collection of ["Topic pages", "Pages", "Cards and lists", "Centre and site settings"]) {
    await expect(page.getByRole("link", { name: collection, exact: true })).toBeVisible()
  }
  await expect(page.getByText("Rasayana Therapy", { exact: true })).toBeVisible()
  await page.getByRole("link", { name: "Cards and lists", exact: true }).click()
  await page.getByText("Panchakarma therapy cards").click()
  await expect(page.getByText("6 therapies")).toBeVisible()
})

test("no public page loads the editor's code", async ({ page }) => {
  const adminRequests: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin")) adminRequests.push(request.url())
  })
  for (const route of builtRoutes().slice(0, 6)) await gotoInteractive(page, route)
  expect(adminRequests).toEqual([])
})
