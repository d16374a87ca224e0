import type { Page } from "@playwright/test"

/**
 * Waits until React has hydrated the page. The app's scripts start only after the load event and the first paint,
 * and Gatsby marks `onInitialClientRender` once hydration commits.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}

/** Opens a route and waits until React has hydrated it, for tests of what JavaScript does. */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}
