import { expect, test, type Page } from "@playwright/test"
import { builtRoutes } from "./content"
import { gotoInteractive } from "./interactive"

test.use({ viewport: { width: 360, height: 640 } })

test("on a 360 px phone, every page's heading starts within 200 px of the top, with the number to call in the first line", async ({ page }) => {
  test.setTimeout(240_000)
  for (const route of builtRoutes()) {
    await page.goto(route)
    const top = await page.getByRole("heading", { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top)
    expect(top, route).toBeLessThanOrEqual(200)
  }
  await expect(page.locator('a[href^="tel:"]').first()).toBeInViewport()
})

/** The controls whose boxes meet the floating button's, while it shows (what a tap near it could hit instead). */
function controlsUnderFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>("a[data-hidden]")!
    if (button.dataset.hidden === "true" || getComputedStyle(button).visibility === "hidden") return []
    const area = button.getBoundingClientRect()
    return Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary"))
      .filter((control) => control !== button)
      .filter((control) => Array.from(control.getClientRects()).some((box) => box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom))
      .map((control) => control.textContent!.trim() || control.outerHTML.slice(0, 60))
  })
}

for (const route of ["/", "/mr/", "/contact", "/hi/rasayana-therapy", "/faq", "/articles/first-consultation"]) {
  test(`${route}: the floating WhatsApp button never covers a control, from the first screen to the footer`, async ({ page }) => {
    await gotoInteractive(page, route)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    let seen = false
    for (let y = 0; y < height; y += 160) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      // The button decides on the next frame after a scroll.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await controlsUnderFloatingButton(page), `scrolled to ${y}`).toEqual([])
      seen ||= await page.locator('a[data-hidden="false"]').isVisible()
    }
    expect(seen, "the button showed somewhere on the page").toBe(true)
  })
}

test("on a 320 px phone, the other languages wrap under the number to call, their words lined up with it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto("/")
  const { call, firstLanguage } = await page.evaluate(() => {
    const words = document.createRange()
    words.selectNodeContents(document.querySelector("a[hreflang]")!)
    return { call: document.querySelector('a[href^="tel:"]')!.getBoundingClientRect().toJSON(), firstLanguage: words.getBoundingClientRect().toJSON() }
  })
  expect(firstLanguage.top).toBeGreaterThanOrEqual(call.bottom)
  expect(Math.abs(firstLanguage.left - call.left)).toBeLessThanOrEqual(1)
})
