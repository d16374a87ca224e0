import { expect, test, type Page } from "@playwright/test"
import { axeViolations } from "./axe"
import { builtRoutes } from "./content"
import { watchCspViolations } from "./csp-violations"
import { gotoInteractive } from "./interactive"
import { setTextSize } from "./text-size"

// Every page of the build, visited once as a visitor's browser loads it, with its offline service worker (which the
// other tests block), and held there to each gate that needs the page running. One visit serves them all: loading a
// page once per gate paid for the same load many times over.
test.use({ serviceWorkers: "allow", viewport: { width: 360, height: 740 } })

/** What goes wrong as the page loads: console errors and warnings, page errors, failed or refused requests, other hosts. */
function watchLoadProblems(page: Page, ownOrigin: string): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) problems.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.protocol !== "data:" && url.origin !== ownOrigin) problems.push(`other host: ${request.url()}`)
  })
  return problems
}

/** How far the page reaches past the screen's right edge, once the browser has laid it out again. */
async function sidewaysOverflow(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

for (const route of builtRoutes()) {
  test(`${route} loads with no error, failed request, other host or CSP violation, has no WCAG 2.1 A or AA violations at 360 and 1280 px, and does not scroll sideways at 360 px, nor at 320 px, even with text twice the usual size`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchLoadProblems(page, new URL(baseURL!).origin)
    const cspViolations = await watchCspViolations(page)
    await gotoInteractive(page, route)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect.soft(await axeViolations(page), "WCAG at 360 px").toEqual([])
    expect.soft(await sidewaysOverflow(page), "overflow at 360 px").toBeLessThanOrEqual(0)

    await page.mouse.wheel(0, 20000)
    await page.waitForLoadState("networkidle")
    expect.soft(problems, "the load").toEqual([])
    expect.soft(cspViolations, "CSP violations").toEqual([])

    // 320 px is the width WCAG 2.1's Reflow criterion (1.4.10) asks for, which a 360 px phone also reaches when its
    // owner enlarges the display size. Many older readers also set larger text: 32 px, twice the default and the most
    // a phone's settings offer, is tried at the narrowest width.
    await page.setViewportSize({ width: 320, height: 740 })
    expect.soft(await sidewaysOverflow(page), "overflow at 320 px").toBeLessThanOrEqual(0)
    const usualHeight = await pageHeight(page)
    await setTextSize(page, 32)
    expect.soft(await sidewaysOverflow(page), "overflow at 320 px, text at 32 px").toBeLessThanOrEqual(0)
    expect(await pageHeight(page), "the larger text took effect").toBeGreaterThan(usualHeight)

    await setTextSize(page, 16)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    expect.soft(await axeViolations(page), "WCAG at 1280 px").toEqual([])
  })
}
