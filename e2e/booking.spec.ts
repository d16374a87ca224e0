import { expect, test, type Page } from "@playwright/test"
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

async function openBooking(page: Page) {
  await gotoInteractive(page, "/")
  const button = page.getByRole("button", { name: "Book Vaidya Consultation" })
  await button.click()
  const dialog = page.getByRole("dialog", { name: "Book a Vaidya consultation" })
  await expect(dialog).toBeVisible()
  return { button, dialog }
}

async function fillBooking(page: Page) {
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel("Your name").fill("Asha Patil")
  await dialog.getByLabel("E-mail").fill("asha@example.in")
  await dialog.getByLabel("Preferred date for Panchakarma").fill(today())
  await dialog.getByLabel("Message (optional)").fill("नमस्ते 🙏 Stage 2 & on chemo #3?\nPlease call after 5 pm.")
  await dialog.getByLabel("Contact number").fill("+91 98765 43210")
}

test.describe("booking dialog", () => {
  test("sends a readable WhatsApp message to the clinic, then closes and resets", async ({ page }) => {
    await interceptWindowOpen(page)
    const { button, dialog } = await openBooking(page)
    await expect(dialog.getByLabel("Your name")).toBeFocused()
    await fillBooking(page)
    await dialog.getByRole("button", { name: "Send to WhatsApp" }).click()

    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    const [[url, target]] = await openCalls(page)
    expect(target).toBe("_blank")
    const link = new URL(url)
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919000000001")
    const lines = link.searchParams.get("text")!.split("\n")
    expect(lines[0]).toBe("Consultation request from the website:")
    expect(lines).toContain("Name: Asha Patil")
    expect(lines).toContain("E-mail: asha@example.in")
    expect(lines).toContain("Message: नमस्ते 🙏 Stage 2 & on chemo #3?")
    expect(lines).toContain("Please call after 5 pm.")
    expect(lines[lines.length - 1]).toBe("Contact number: +91 98765 43210")

    await button.click()
    await expect(page.getByRole("dialog").getByLabel("Your name")).toHaveValue("")
  })

  test("shows errors beside the fields and focuses the first, keeping what was typed", async ({ page }) => {
    await interceptWindowOpen(page)
    const { dialog } = await openBooking(page)
    await dialog.getByLabel("E-mail").fill("asha@example")
    await dialog.getByRole("button", { name: "Send to WhatsApp" }).click()
    await expect(dialog.getByLabel("Your name")).toBeFocused()
    await expect(dialog.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.getByText("Please enter your name.")).toBeVisible()
    await expect(dialog.getByText("Please enter an e-mail address like name@example.com.")).toBeVisible()
    await expect(dialog.getByLabel("E-mail")).toHaveValue("asha@example")
    expect(await openCalls(page)).toEqual([])
  })

  test("closes on Escape and on Cancel without opening anything, giving focus back to the button", async ({ page }) => {
    await interceptWindowOpen(page)
    const { button, dialog } = await openBooking(page)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click()
    await expect(page.getByRole("dialog")).toBeHidden()
    await expect(button).toBeFocused()
    expect(await openCalls(page)).toEqual([])
  })

  test("keeps focus inside on Tab and keeps the page behind still", async ({ page }) => {
    const { dialog } = await openBooking(page)
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab")
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await page.evaluate(() => document.getElementById("___gatsby")?.hasAttribute("inert"))).toBe(true)
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(100)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })

  test("stays open with a link to tap when the browser blocks the new window", async ({ page }) => {
    await interceptWindowOpen(page, { blocked: true })
    const { dialog } = await openBooking(page)
    await fillBooking(page)
    await dialog.getByRole("button", { name: "Send to WhatsApp" }).click()
    const link = dialog.getByRole("link", { name: "Open WhatsApp with my message" })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000001\?text=Consultation%20request/)
    await expect(dialog.getByLabel("Your name")).toHaveValue("Asha Patil")
  })

  test("loads Formik and the dialog only when the visitor first asks for it", async ({ page }) => {
    const scripts: string[] = []
    page.on("response", async (response) => {
      if (response.url().endsWith(".js")) scripts.push(await response.text())
    })
    await gotoInteractive(page, "/")
    expect(scripts.some((source) => source.includes("validateOnChange"))).toBe(false)
    await page.getByRole("button", { name: "Book Vaidya Consultation" }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
    await expect.poll(() => scripts.some((source) => source.includes("validateOnChange"))).toBe(true)
  })
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the hero control leads to /contact, which offers WhatsApp and phone as plain links", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("link", { name: "Book Vaidya Consultation" })).toHaveAttribute("href", "/contact")
    await page.goto("/contact")
    await expect(page.getByRole("link", { name: "Chat on WhatsApp" }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000001\?text=/)
    await expect(page.locator('main a[href="tel:+919000000002"]').first()).toBeVisible()
  })
})

test.describe("floating WhatsApp button", () => {
  test("shows on phones with an accessible name and the second greeting, and steps aside for the footer", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await gotoInteractive(page, "/about")
    const floating = page.getByRole("link", { name: /^Chat with us on WhatsApp/ })
    await expect(floating).toBeVisible()
    await expect(floating).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000001\?text=Hello%2C%20I%20have%20a%20question/)
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded()
    await page.keyboard.press("End")
    await expect(page.locator("[data-hidden]")).toHaveAttribute("data-hidden", "true")
    await expect(page.locator("[data-hidden]")).toHaveCSS("opacity", "0")
  })

  test("is not shown on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoInteractive(page, "/about")
    await expect(page.getByRole("link", { name: /^Chat with us on WhatsApp/ })).toBeHidden()
  })
})
