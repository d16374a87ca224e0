import { expect, test } from "@playwright/test"
import { builtRoutes } from "./content"
import { gotoInteractive } from "./interactive"

// As a visitor's browser loads a page: with its offline service worker, which the other tests block.
test.use({ serviceWorkers: "allow" })

for (const route of builtRoutes()) {
  test(`${route} loads with no console error or warning, no failed request and no other host`, async ({ page, baseURL }) => {
    const problems: string[] = []
    const ownOrigin = new URL(baseURL!).origin
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
    await gotoInteractive(page, route)
    await page.mouse.wheel(0, 20000)
    await page.waitForLoadState("networkidle")
    expect(problems).toEqual([])
  })
}
