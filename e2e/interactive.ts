import type { Page } from "@playwright/test"

/**
 * Waits until the islands the page hydrates at load are hydrated (src/islands/start-islands.ts marks each one);
 * islands hydrated when visible or when their dialog opens are waited for where a test needs them.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('site-island[data-hydrate="load"]')).every((island) => island.hasAttribute("data-hydrated")),
  )
}

/** Opens a route and waits until its islands are hydrated, for tests of what JavaScript does. */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path)
  await waitForIslands(page)
}
