import { expect, test, type Page } from "@playwright/test"
import { builtRoutes } from "./content"

// 360 px is the phone the site is designed for; 320 px is the width WCAG 2.1's Reflow criterion (1.4.10) asks
// for, which a 360 px phone also reaches when its owner enlarges the display size.
for (const route of builtRoutes()) {
  test(`${route} does not scroll sideways at 360 px, nor at 320 px`, async ({ page }) => {
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
    }
  })
}

/**
 * Where the header breaks a line it should not: inside a word anywhere, or anywhere in a link or button (the logo
 * alone may wrap between its words). And whether its visible parts stand side by side in one row.
 */
function headerBreaks(page: Page) {
  return page.evaluate(() => {
    const lines = (range: Range) => new Set(Array.from(range.getClientRects(), (box) => Math.round(box.bottom))).size
    const header = document.querySelector("header")!
    const logo = header.querySelector("a")!
    const texts = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
    const broken: string[] = []
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.parentElement!.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      if (!logo.contains(text) && lines(range) > 1) broken.push(text.textContent!)
      for (const word of text.textContent!.matchAll(/\S+/g)) {
        range.setStart(text, word.index)
        range.setEnd(text, word.index + word[0].length)
        if (lines(range) > 1) broken.push(word[0])
      }
    }
    const parts = Array.from(header.firstElementChild!.children, (part) => part.getBoundingClientRect()).filter((box) => box.height > 0)
    const oneRow = Math.max(...parts.map((box) => box.top)) < Math.min(...parts.map((box) => box.bottom))
    return { broken, oneRow }
  })
}

// Between the phone and the desktop lie tablets and phones held sideways; the header must not crowd there either.
test("from 320 px to 1440 px wide, the header keeps one row and breaks no word, link or button, in every language", async ({ page }) => {
  for (const route of ["/", "/mr/", "/hi/"]) {
    await page.goto(route)
    for (let width = 320; width <= 1440; width += 16) {
      await page.setViewportSize({ width, height: 800 })
      expect(await headerBreaks(page), `${route} at ${width} px`).toEqual({ broken: [], oneRow: true })
    }
  }
})
