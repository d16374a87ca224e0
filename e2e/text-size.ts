import type { Page } from "@playwright/test"

/** Sets the browser's text size (16 px unless its owner changes it), which rem sizes and the em breakpoints follow. */
export async function setTextSize(page: Page, pixels: number) {
  const browser = await page.context().newCDPSession(page)
  await browser.send("Page.setFontSizes", { fontSizes: { standard: pixels } })
}
