import type { Page } from "@playwright/test"

/**
 * Opens a route and waits until React has hydrated it, for tests of what JavaScript does. The app's scripts start
 * only after the load event and the first paint, and Gatsby marks `onInitialClientRender` once hydration commits.
 */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}
