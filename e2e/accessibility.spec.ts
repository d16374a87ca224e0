import { expect, test, type Page } from "@playwright/test"
import { axeViolations } from "./axe"
import { booking, openBooking } from "./booking-form"
import { builtNotFoundPages } from "./content"
import { gotoInteractive } from "./interactive"

// Every built page is checked with axe at both widths in e2e/every-page.spec.ts; here, the states a plain load does not show.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const notFound of builtNotFoundPages()) {
      const address = notFound.replace("404.html", "contcat")
      test(`${address}, the 404 page offering the pages it may have meant, has no violations`, async ({ page }) => {
        await gotoInteractive(page, address)
        await expect(page.locator("main nav a").first()).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    }

    test("the open booking dialog, showing its errors, has no violations", async ({ page }) => {
      const { dialog } = await openBooking(page)
      await dialog.getByRole("button", { name: booking.submit }).click()
      await expect(dialog.getByText(booking.errors.nameRequired)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test("the open mobile menu has no violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await gotoInteractive(page, "/services")
  await page.getByRole("button", { name: "Menu" }).click()
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Close" })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

/** Tabs once through the whole page; for each control, its focus ring's contrast with the surface the ring is drawn on. */
async function focusRingContrasts(page: Page): Promise<{ control: string; contrast: number }[]> {
  const seen: { control: string; contrast: number }[] = []
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press("Tab")
    const ring = await page.evaluate(() => {
      const control = document.activeElement as HTMLElement | null
      if (!control || control === document.body || control.dataset.ringSeen) return null
      control.dataset.ringSeen = "true"
      const rgb = (colour: string) => colour.match(/[\d.]+/g)!.map(Number)
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour)
          .slice(0, 3)
          .map((value) => {
            const channel = value / 255
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
          })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const style = getComputedStyle(control)
      // A ring drawn inside the control lies on its own background; one drawn outside, on its surroundings'.
      let surface: Element | null = parseFloat(style.outlineOffset) < 0 ? control : control.parentElement
      while (surface && (rgb(getComputedStyle(surface).backgroundColor)[3] ?? 1) === 0) surface = surface.parentElement
      const [lighter, darker] = [luminance(style.outlineColor), luminance(surface ? getComputedStyle(surface).backgroundColor : "rgb(255, 255, 255)")].sort(
        (a, b) => b - a,
      )
      return {
        control: `${control.tagName.toLowerCase()} "${(control.textContent ?? "").trim().slice(0, 30)}" ${control.getAttribute("href") ?? ""}`,
        visible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        contrast: (lighter + 0.05) / (darker + 0.05),
      }
    })
    if (!ring) break
    seen.push({ control: ring.control, contrast: ring.visible ? Math.round(ring.contrast * 10) / 10 : 0 })
  }
  return seen
}

for (const width of [360, 1280]) {
  for (const route of ["/", "/mr/contact"]) {
    test(`at ${width} px, every control on ${route} shows a focus ring with 3:1 contrast against the surface it is on`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoInteractive(page, route)
      const rings = await focusRingContrasts(page)
      expect(rings.length).toBeGreaterThan(10)
      expect(rings.filter(({ contrast }) => contrast < 3)).toEqual([])
    })
  }
}

// Windows' contrast themes (forced colours) drop backgrounds: a control drawn as a filled shape keeps its edge only
// if it has a border, which the theme paints in its own colour.
for (const route of ["/", "/mr/contact", "/hi/rasayana-therapy"]) {
  test(`in a contrast theme, every control on ${route} that is a filled shape keeps its edge`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await gotoInteractive(page, route)
    const filled = await page.locator("a, button").evaluateAll((controls) =>
      controls.flatMap((control, index) => {
        const background = getComputedStyle(control).backgroundColor
        // Not one moved off the page until it has focus (the skip link), when its focus ring is its edge.
        const onPage = control.checkVisibility() && control.getBoundingClientRect().bottom > 0
        return onPage && !/^rgba\(.*, 0\)$|^transparent$/.test(background) ? [index] : []
      }),
    )
    await page.emulateMedia({ forcedColors: "active" })
    const edgeless = await page.locator("a, button").evaluateAll(
      (controls, indexes) =>
        indexes
          .map((index) => controls[index])
          .filter((control) => {
            const style = getComputedStyle(control)
            return style.borderTopStyle === "none" || parseFloat(style.borderTopWidth) === 0
          })
          .map((control) => control.outerHTML.slice(0, 80)),
      filled,
    )
    expect(filled.length).toBeGreaterThan(0)
    expect(edgeless).toEqual([])
  })
}
