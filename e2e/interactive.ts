import type { Page } from "@playwright/test"

/** Opens a route and waits until its scripts have loaded and hydrated, for tests of what JavaScript does. */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState("networkidle")
}
