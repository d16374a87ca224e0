import fs from "fs"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import { builtRoutes } from "./content"
import { gotoInteractive } from "./interactive"

// The editor talks to decap-server (started by playwright.config.ts), which reads and writes this repository's files.

async function openEditor(page: Page, hash = "") {
  await page.goto(`/admin/${hash}`)
  await page.getByRole("button", { name: /login/i }).click()
}

test("the editor at /admin opens on the local backend and shows the collections", async ({ page }) => {
  await openEditor(page)
  for (const collection of ["Topic pages", "Home page", "Policy pages", "Panchakarma therapy cards"]) {
    await expect(page.getByRole("link", { name: collection, exact: true })).toBeVisible()
  }
  // The claims rules are code, reviewed with code changes; the editor cannot change them.
  await expect(page.getByRole("link", { name: /claims/i })).toHaveCount(0)
  await page.getByRole("link", { name: "Topic pages", exact: true }).click()
  await expect(page.getByText("Rasayana Therapy", { exact: true })).toBeVisible()
  await page.getByRole("link", { name: "Panchakarma therapy cards", exact: true }).click()
  await page.getByRole("main").getByRole("link", { name: "Panchakarma therapy cards" }).click()
  await page.getByText("Therapies", { exact: true }).first().click()
  await expect(page.getByText("6 therapies")).toBeVisible()
})

test("saving in the editor writes the change and keeps the file's schema line", async ({ page }) => {
  const file = path.join(__dirname, "../content/topics/vamana-therapy.yaml")
  const original = fs.readFileSync(file, "utf8")
  try {
    await openEditor(page, "#/collections/topic/entries/vamana-therapy")
    const title = page.getByRole("textbox", { name: "Title", exact: true })
    await expect(title).toHaveValue("Vamana Therapy")
    await title.fill("Vamana Therapy (edited)")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await expect.poll(() => fs.readFileSync(file, "utf8")).toContain("title: Vamana Therapy (edited)")
    expect(fs.readFileSync(file, "utf8").split("\n")[0]).toBe(original.split("\n")[0])
  } finally {
    fs.writeFileSync(file, original)
  }
})

test("no public page loads the editor's code", async ({ page }) => {
  const adminRequests: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/admin")) adminRequests.push(request.url())
  })
  for (const route of builtRoutes().slice(0, 6)) await gotoInteractive(page, route)
  expect(adminRequests).toEqual([])
})
