import fs from "fs"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import type { IslandsManifest } from "../core"
import { bookingLabel } from "./booking-form"
import { gotoInteractive } from "./interactive"

const manifest: IslandsManifest = JSON.parse(fs.readFileSync(path.join(__dirname, "../.cache/islands/manifest.json"), "utf8"))
const clientFiles = (): string[] => {
  // The client, the islands' starter and what it imports: every file no island's own list holds.
  const islandFiles = new Set(Object.values(manifest.islands).flatMap(({ files }) => files))
  return fs
    .readdirSync(path.join(__dirname, "../public/islands"))
    .map((file) => `/islands/${file}`)
    .filter((file) => !islandFiles.has(file))
}

/** Every script the page requests from now on, and any of Gatsby's page data, by address. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === "script" || pathname.endsWith(".js") || pathname.startsWith("/page-data/")) scripts.push(pathname)
  })
  return scripts
}

/** Scrolls down the page a screen at a time, as a reader does, so that every island comes near the screen once. */
async function readThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  await page.waitForLoadState("networkidle")
}

/** The islands a page holds, and when each is hydrated. */
const islandsOf = (page: Page) =>
  page.$$eval("site-island", (islands) =>
    islands.map((island) => ({ name: island.getAttribute("data-island")!, hydrate: island.getAttribute("data-hydrate")! })),
  )

// One page of each kind, in each language where it matters: the fixed pages, a topic, an article, a policy, the 404.
const kinds = [
  "/",
  "/mr/",
  "/about",
  "/services",
  "/doctor",
  "/contact",
  "/hi/contact",
  "/panchakarma-therapies",
  "/faq",
  "/articles",
  "/rasayana-therapy",
  "/articles/first-consultation",
  "/privacy-policy",
  "/no-such-page",
]

for (const route of kinds) {
  test(`${route} loads no Gatsby runtime and the code of no island it does not hold, even once scrolled through`, async ({ page }) => {
    const scripts = watchScripts(page)
    await gotoInteractive(page, route)
    await readThrough(page)
    const held = new Set((await islandsOf(page)).map(({ name }) => name))
    const allowed = new Set([...clientFiles(), ...[...held].flatMap((name) => manifest.islands[name].files)])
    expect(scripts.filter((script) => !allowed.has(script))).toEqual([])
    expect(scripts).toContain(manifest.client)
    expect(scripts.filter((script) => /\/(app|framework|webpack-runtime|commons)-|page-data|chunk-map|component---/.test(script))).toEqual([])
  })
}

test("an island hydrated in the browser writes only classes the page's stylesheet has", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await gotoInteractive(page, "/contact")
  await readThrough(page)
  await page.waitForFunction(() => Array.from(document.querySelectorAll("site-island")).every((island) => island.hasAttribute("data-hydrated")))
  const unstyled = await page.evaluate(() => {
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join("\n")
    const classes = new Set(Array.from(document.querySelectorAll("site-island *")).flatMap((element) => Array.from(element.classList)))
    // lucide's own classes name the icon and are styled by no rule.
    return [...classes].filter((name) => !name.startsWith("lucide") && !css.includes(`.${name}`))
  })
  expect(unstyled).toEqual([])
})

test.describe("the booking dialog", () => {
  const formik = () => manifest.islands["booking-dialog"].files[0]

  test("its code is fetched on the first sign of intent, not with the page", async ({ page }) => {
    const scripts = watchScripts(page)
    await gotoInteractive(page, "/")
    await readThrough(page)
    expect(scripts).not.toContain(formik())
    await page.getByRole("button", { name: bookingLabel }).hover()
    await expect.poll(() => scripts).toContain(formik())
  })

  test("opens at the first tap, before its code has arrived, and keeps every key typed meanwhile", async ({ page }) => {
    let releaseCode = () => {}
    const held = new Promise<void>((resolve) => (releaseCode = resolve))
    await page.route(`**${formik()}`, async (route) => {
      await held
      await route.continue()
    })
    await gotoInteractive(page, "/")
    await page.getByRole("button", { name: bookingLabel }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    await page.keyboard.type("Asha Pa")
    releaseCode()
    await expect(page.locator('site-island[data-island="booking-dialog"]')).toHaveAttribute("data-hydrated", "")
    await page.keyboard.type("til")
    await expect(dialog.locator("#booking-name")).toHaveValue("Asha Patil")
  })
})

test("an address on /faq cut inside a character (#%E0%A4) opens no question and throws no error", async ({ page }) => {
  const errors: Error[] = []
  page.on("pageerror", (error) => errors.push(error))
  await gotoInteractive(page, "/faq#%E0%A4")
  await expect(page.locator("main details[open]")).toHaveCount(0)
  expect(errors).toEqual([])
})

test("Chromium fetches the speculation rules a page names, and the CSP lets it", async ({ page }) => {
  const rules = page.waitForResponse((response) => response.url().endsWith("/speculation-rules.json"))
  await page.goto("/about")
  expect((await rules).status()).toBe(200)
})
