import { expect, test, type Page } from "@playwright/test"
import { localizedPath, locales } from "../src/lib/locales"
import { setTextSize } from "./text-size"

/**
 * Where the header breaks a line it should not: inside a word anywhere, or anywhere in a link or button (the logo
 * alone may wrap between its words); whether it takes a second row although its visible parts, the logo at its
 * narrowest, would fit side by side in one; and how far the page reaches past the screen's right edge.
 */
function headerLayout(page: Page) {
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
    const row = header.firstElementChild as HTMLElement
    const parts = Array.from(row.children).filter((part) => part.getBoundingClientRect().height > 0)
    const boxes = parts.map((part) => part.getBoundingClientRect())
    const oneRow = Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom))
    logo.style.cssText = "flex: none; width: min-content"
    const narrowest = parts.reduce((sum, part) => sum + part.getBoundingClientRect().width, 0)
    logo.style.cssText = ""
    const rowStyle = getComputedStyle(row)
    const room = row.clientWidth - parseFloat(rowStyle.paddingLeft) - parseFloat(rowStyle.paddingRight)
    const needlessSecondRow = !oneRow && narrowest + parseFloat(rowStyle.columnGap) * (parts.length - 1) < room - 1
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
    return { broken, needlessSecondRow, overflow }
  })
}

// Between the phone and the desktop lie tablets and phones held sideways; the header must not crowd there either,
// whatever text size the reader has chosen. One row keeps the page's heading high (e2e/first-screen.spec.ts); where
// very large text leaves no room for the logo and the Menu button side by side, the button moves under the logo.
test("from 320 px to 1440 px wide, at any text size, the header stays within the screen, breaks no word, link or button, and takes a second row only when one has no room", async ({
  page,
}) => {
  test.setTimeout(150_000)
  for (const textSize of [16, 20, 24, 32]) {
    await setTextSize(page, textSize)
    for (const route of locales.map((locale) => localizedPath("/", locale))) {
      await page.goto(route)
      for (let width = 320; width <= 1440; width += 16) {
        await page.setViewportSize({ width, height: 800 })
        const layout = await headerLayout(page)
        expect(layout, `${route} at ${width} px, text at ${textSize} px`).toEqual({ broken: [], needlessSecondRow: false, overflow: 0 })
      }
    }
  }
})

// The e-mail addresses are placeholders until launch, shorter than many real ones. A long address is one word that
// cannot break, and must not push a page past a 320 px phone's edge: not the footer on every page, nor the pages that
// show an address in their text.
test("with a launch-length e-mail address in place of each placeholder, pages stay within 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  for (const locale of locales) {
    for (const route of ["/", "/contact", "/accessibility", "/privacy-policy"].map((path) => localizedPath(path, locale))) {
      await page.goto(route)
      const overflow = await page.evaluate((longAddress) => {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')) {
          const address = link.href.slice("mailto:".length)
          const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
          for (let text = texts.nextNode(); text; text = texts.nextNode()) text.textContent = text.textContent!.replace(address, longAddress)
        }
        return document.documentElement.scrollWidth - document.documentElement.clientWidth
      }, "ayurvedic.cancer.care.centre.nashik@gmail.com")
      expect(overflow, route).toBeLessThanOrEqual(0)
    }
  }
})
