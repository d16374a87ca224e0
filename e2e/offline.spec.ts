import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { expect, test, type Page } from "@playwright/test"
import { telHref } from "../src/lib/phone"
import { booking, bookingLabel, fillBooking, whatsappAddress } from "./booking-form"
import { readContent } from "./content"

test.use({ serviceWorkers: "allow" })

type Offline = { heading: string; keptHeading: string }
const offlineWords = (locale: "en" | "mr" | "hi") => readContent<Offline>(locale === "en" ? "pages/offline.yaml" : `${locale}/pages/offline.yaml`)
const site = readContent<{ phones: { calls: string } }>("site.yaml")
const headingOf = (file: string) => readContent<{ heading?: string; title: string }>(file)

/** Opens a page and waits until the service worker it registers controls it. */
async function visitControlled(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 })
}

test("offline after a visit: a page read reads again, and one not read shows the offline page in its language", async ({ page, context }) => {
  await visitControlled(page, "/mr/rasayana-therapy")
  await page.goto("/mr/about")
  await page.goto("/about")
  await context.setOffline(true)

  await page.goto("/mr/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("mr/pages/about.yaml").heading!)

  await page.goto("/mr/doctor")
  const words = offlineWords("mr")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading)
  await expect(page.locator(`main a[href="${telHref(site.phones.calls)}"]`)).toBeVisible()
  await expect(page.locator(`main a[href^="${whatsappAddress}"]`)).toBeVisible()
  const kept = page.getByRole("region", { name: words.keptHeading })
  await expect(kept.getByRole("link", { name: headingOf("mr/topics/rasayana-therapy.yaml").title })).toHaveAttribute("href", "/mr/rasayana-therapy")
  await expect(kept.getByRole("link", { name: headingOf("mr/pages/about.yaml").title })).toHaveAttribute("href", "/mr/about")
  // Only the pages of the visitor's language.
  await expect(kept.locator('a[href="/about"]')).toHaveCount(0)

  await page.goto("/contact")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(offlineWords("en").heading)
})

test("back online, a page read before shows the words of the new deploy at once", async ({ page, context }) => {
  // A deploy of its own: a copy of the build, served on another port, whose page the test changes as a deploy would.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"))
  fs.cpSync(path.join(__dirname, "../public"), site, { recursive: true })
  const port = 9100 + test.info().workerIndex
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--dir", site], { cwd: path.join(__dirname, "..") })
  try {
    const origin = `http://127.0.0.1:${port}`
    await expect
      .poll(() =>
        fetch(`${origin}/about`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200)
    await visitControlled(page, `${origin}/about`)
    await context.setOffline(true)
    await page.goto(`${origin}/about`)
    const { heading } = headingOf("pages/about.yaml")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!)
    await context.setOffline(false)
    const changed = "Words of a new deploy"
    const file = path.join(site, "about/index.html")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(`>${heading}</h1>`, `>${changed}</h1>`))
    await page.goto(`${origin}/about`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed)
  } finally {
    server.kill()
    fs.rmSync(site, { recursive: true, force: true })
  }
})

test("a page kept on the phone is read from it when the server answers with an error", async ({ page, context }) => {
  await visitControlled(page, "/about")
  await page.goto("/about")
  await context.route("**/about", (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }))
  await page.goto("/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf("pages/about.yaml").heading!)
})

test('a page read at //about is kept and listed offline as /about, never as a link to the host "about"', async ({ page, context }) => {
  await visitControlled(page, "/faq")
  await page.goto(`${new URL(page.url()).origin}//about`)
  await context.setOffline(true)
  await page.goto("/contact")
  const kept = page.getByRole("region", { name: offlineWords("en").keptHeading })
  await expect(kept.locator('a[href="/about"]')).toHaveCount(1)
  await expect(page.locator('a[href^="//"]')).toHaveCount(0)
})

test("offline, the booking dialog still writes the WhatsApp message", async ({ page, context }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = []
    Object.assign(window, { __openCalls: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args)
      return { opener: window } as unknown as Window
    }
  })
  await visitControlled(page, "/")
  await context.setOffline(true)
  await page.goto("/")
  await page.getByRole("button", { name: bookingLabel }).click()
  const dialog = page.getByRole("dialog", { name: booking.title })
  await fillBooking(dialog, { name: "Asha Patil", email: "asha@example.com", date: "2030-01-15", phone: "+91 98765 43210" })
  await dialog.getByRole("button", { name: booking.submit }).click()
  await expect(dialog).toBeHidden()
  const [[url]] = await page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)
  expect(url.startsWith(`${whatsappAddress}?text=`)).toBe(true)
})
