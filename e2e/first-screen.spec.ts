import { expect, test, type Page } from "@playwright/test"
import { gotoInteractive } from "./interactive"
import { largestPaint } from "./largest-paint"

test.use({ viewport: { width: 360, height: 640 } })

// Every page's first screen (its heading, the number to call, the one picture asked for first) is checked in
// e2e/every-page.spec.ts; here, that the doctor's portrait, a picture that is its page's largest paint, is that one.
test("on a 360 px phone, the doctor's portrait is the largest paint of /doctor, and the one picture it asks for first", async ({ page }) => {
  await page.goto("/doctor")
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  expect(await largestPaint(page)).toEqual({ tag: "IMG", priority: "high" })
})

/** The controls whose boxes meet the floating button's, while it shows (what a tap near it could hit instead). */
function controlsUnderFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>("a[data-hidden]")!
    if (button.dataset.hidden === "true" || getComputedStyle(button).visibility === "hidden") return []
    const area = button.getBoundingClientRect()
    return Array.from(document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary"))
      .filter((control) => control !== button)
      .filter((control) =>
        Array.from(control.getClientRects()).some((box) => box.right > area.left && box.left < area.right && box.bottom > area.top && box.top < area.bottom),
      )
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

for (const width of [320, 360]) {
  test(`at ${width} px, the top bar's words line up with the page's edges, the languages under the number when they wrap`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 })
    for (const route of ["/", "/mr/", "/hi/"]) {
      await page.goto(route)
      const bar = await page.evaluate(() => {
        const words = (element: Element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          return range.getBoundingClientRect()
        }
        const call = document.querySelector('a[href^="tel:"]')!
        const languages = Array.from(document.querySelectorAll("a[hreflang]"))
        return {
          edge: document.querySelector("h1")!.getBoundingClientRect().left,
          callIcon: call.querySelector("svg")!.getBoundingClientRect().left,
          callBottom: call.getBoundingClientRect().bottom,
          first: words(languages[0]).toJSON(),
          lastRight: words(languages.at(-1)!).right,
        }
      })
      expect(Math.abs(bar.callIcon - bar.edge), `${route}: the number's icon`).toBeLessThanOrEqual(1)
      if (bar.first.top >= bar.callBottom) expect(Math.abs(bar.first.left - bar.edge), `${route}: the languages, wrapped`).toBeLessThanOrEqual(1)
      else expect(Math.abs(width - bar.edge - bar.lastRight), `${route}: the languages, at the right`).toBeLessThanOrEqual(1)
    }
  })
}
