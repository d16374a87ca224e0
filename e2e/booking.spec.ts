import { expect, test, type Page } from "@playwright/test"
import { booking, bookingLabel, fillBooking, openBooking, whatsappAddress } from "./booking-form"
import { readContent } from "./content"
import { gotoInteractive } from "./interactive"

/** Records what the page asks window.open for; the fake window stands in for WhatsApp, or null for a blocked one. */
async function interceptWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const calls: unknown[][] = []
    Object.assign(window, { __openCalls: calls })
    window.open = (...args: unknown[]) => {
      calls.push(args)
      return isBlocked ? null : ({ opener: window } as unknown as Window)
    }
  }, blocked)
}

const openCalls = (page: Page) => page.evaluate(() => (window as unknown as { __openCalls: string[][] }).__openCalls)

function today() {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const entry = {
  name: "Asha Patil",
  email: "asha@example.in",
  date: today(),
  message: "नमस्ते 🙏 Stage 2 & on chemo #3?\nPlease call after 5 pm.",
  phone: "+91 98765 43210",
}

test.describe("booking dialog", () => {
  test("sends a readable WhatsApp message to the clinic, then closes, resets and gives focus back", async ({ page }) => {
    await interceptWindowOpen(page)
    const { button, dialog } = await openBooking(page)
    await expect(dialog.getByLabel(booking.labels.name)).toBeFocused()
    await fillBooking(dialog, entry)
    await dialog.getByRole("button", { name: booking.submit }).click()

    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    const [[url, target]] = await openCalls(page)
    expect(target).toBe("_blank")
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe(whatsappAddress)
    const lines = link.searchParams.get("text")!.split("\n")
    const labels = booking.messageLabels
    expect(lines[0]).toBe(labels.heading)
    expect(lines).toContain(`${labels.name}: ${entry.name}`)
    expect(lines).toContain(`${labels.email}: ${entry.email}`)
    expect(lines).toContain(`${labels.message}: ${entry.message.split("\n")[0]}`)
    expect(lines).toContain(entry.message.split("\n")[1])
    expect(lines[lines.length - 1]).toBe(`${labels.phone}: ${entry.phone}`)

    await button.click()
    await expect(page.getByRole("dialog").getByLabel(booking.labels.name)).toHaveValue("")
  })

  test("shows errors beside the fields and focuses the first, keeping what was typed", async ({ page }) => {
    await interceptWindowOpen(page)
    const { dialog } = await openBooking(page)
    await dialog.getByLabel(booking.labels.email).fill("asha@example")
    await dialog.getByRole("button", { name: booking.submit }).click()
    await expect(dialog.getByLabel(booking.labels.name)).toBeFocused()
    await expect(dialog.getByLabel(booking.labels.name)).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.getByText(booking.errors.nameRequired)).toBeVisible()
    await expect(dialog.getByText(booking.errors.emailInvalid)).toBeVisible()
    await expect(dialog.getByLabel(booking.labels.email)).toHaveValue("asha@example")
    expect(await openCalls(page)).toEqual([])
  })

  test("on a phone, where the form scrolls, brings the first wrong field into sight with its label", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    const { dialog } = await openBooking(page)
    const name = dialog.getByLabel(booking.labels.name)
    const label = dialog.locator(`label[for="${await name.getAttribute("id")}"]`)
    // The visitor has scrolled the form until the name's label is just out of sight above, and sends from the e-mail field.
    await label.evaluate((element) => {
      const form = element.closest("dialog")!
      form.scrollTop += element.getBoundingClientRect().bottom - form.getBoundingClientRect().top
    })
    await dialog.getByLabel(booking.labels.email).press("Enter")
    await expect(name).toBeFocused()
    await expect(label).toBeInViewport({ ratio: 1 })
    await expect(name).toBeInViewport({ ratio: 1 })
  })

  test("closes on Escape and on Cancel without opening anything, giving focus back to the button and keeping what was typed", async ({ page }) => {
    await interceptWindowOpen(page)
    const { button, dialog } = await openBooking(page)
    await dialog.getByLabel(booking.labels.message).fill(entry.message)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(page.getByRole("dialog").getByLabel(booking.labels.message)).toHaveValue(entry.message)
    await page.getByRole("dialog").getByRole("button", { name: booking.cancel }).click()
    await expect(page.getByRole("dialog")).toBeHidden()
    await expect(button).toBeFocused()
    expect(await openCalls(page)).toEqual([])
  })

  test("keeps focus inside on Tab and keeps the page behind still and out of reach", async ({ page }) => {
    const { dialog } = await openBooking(page)
    // The platform's modal dialog may let focus leave the page for the browser's own controls, never for the page.
    const focusedOutside = () => dialog.evaluate((element) => document.activeElement !== document.body && !element.contains(document.activeElement))
    let inside = 0
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab")
      expect(await focusedOutside()).toBe(false)
      if (await dialog.evaluate((element) => element.contains(document.activeElement))) inside++
    }
    expect(inside).toBeGreaterThanOrEqual(10)
    await page.getByRole("banner").getByRole("link").first().click({ force: true })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  test("stays open with a link to tap when the browser blocks the new window", async ({ page }) => {
    await interceptWindowOpen(page, { blocked: true })
    const { dialog } = await openBooking(page)
    await fillBooking(dialog, entry)
    await dialog.getByRole("button", { name: booking.submit }).click()
    const link = dialog.getByRole("link", { name: booking.blockedLink })
    await expect(link).toBeVisible()
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^${whatsappAddress}\\?text=`))
    await expect(dialog.getByLabel(booking.labels.name)).toHaveValue(entry.name)
  })

  test("loads Formik and the dialog only when the visitor first asks for it", async ({ page }) => {
    // Each script's text is read as it arrives; one still arriving when the test ends reads as empty.
    const scripts: Promise<string>[] = []
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text().catch(() => ""))
    })
    const formikLoaded = async () => (await Promise.all(scripts)).some((source) => source.includes("validateOnChange"))
    await gotoInteractive(page, "/")
    expect(await formikLoaded()).toBe(false)
    await page.getByRole("button", { name: bookingLabel }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect.poll(formikLoaded).toBe(true)
  })
})

test.describe("before the scripts and without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the hero control leads to /contact, which offers WhatsApp and phone as plain links", async ({ page }) => {
    const { headerAction } = readContent<{ headerAction: { to: string } }>("navigation.yaml")
    await page.goto("/")
    await expect(page.getByRole("link", { name: bookingLabel })).toHaveAttribute("href", headerAction.to)
    await page.goto(headerAction.to)
    await expect(page.locator(`main a[href^="${whatsappAddress}?text="]`).first()).toBeVisible()
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
  })
})

test.describe("floating WhatsApp button", () => {
  const greeting = encodeURIComponent(readContent<{ whatsappGreetings: { question: string } }>("site.yaml").whatsappGreetings.question)

  // Where it shows and where it steps aside is tested in first-screen.spec.ts: never over a control.
  test("on phones it links to WhatsApp with the second greeting and an accessible name", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await gotoInteractive(page, "/about")
    await expect(page.locator(`a[href="${whatsappAddress}?text=${greeting}"][data-hidden]`)).toHaveAccessibleName(/WhatsApp/)
  })

  test("is not in the HTML's first paint: it shows only once the scripts know what lies under it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto("/about")
    await expect(page.locator("a[data-hidden]")).toHaveAttribute("data-hidden", "true")
    await expect(page.locator("a[data-hidden]")).toBeHidden()
  })

  test("is not shown on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoInteractive(page, "/about")
    await expect(page.locator("a[data-hidden]")).toBeHidden()
  })
})
