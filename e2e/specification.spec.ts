import { expect, test } from "@playwright/test"
import { gotoInteractive } from "./interactive"

// The labels, figures and routes the functional specification names (../shared/spec), checked in one place. Every
// other browser test reads the content instead of repeating it, so an editor's change never breaks a test that is
// not about it; a change that breaks one of these departs from the specification.

const topicRoutes = [
  "/rasayana-therapy",
  "/immunity-boosting",
  // Leads on to /gentle-supportive-care: the address claims a treatment is "non-toxic" (content/moved-pages.yaml).
  "/non-toxic-cancer-treatment",
  "/integrative-cancer-care",
  "/vamana-therapy",
  "/virechana-therapy",
  "/basti-therapy",
  "/nasya-therapy",
  "/abhyanga-therapy",
  "/diabetes-treatment",
  "/arthritis-treatment",
  "/thyroid-treatment",
  "/heart-disease-treatment",
  "/stress-management",
  "/anxiety-treatment",
  "/depression-care",
  "/mental-wellness",
  "/lifestyle-counselling",
  "/dietary-planning",
  "/health-maintenance",
  "/disease-prevention",
  "/herbal-formulations",
  "/herbal-immunity",
  "/vaidya-consultations",
  "/quality-preparations",
]

test.describe("the specification's routes and labels", () => {
  test("shared layout: top bar, the five navigation links, the header button and the footer claims", async ({ page }) => {
    await page.goto("/services")
    await expect(page.getByText("Established 2004").first()).toBeVisible()
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const label of ["Home", "About", "Services", "Our Doctor", "Contact"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(1)
    }
    await expect(nav.getByRole("link", { name: "Book Consultation", exact: true })).toHaveAttribute("href", "/contact")
    const footer = page.getByRole("contentinfo")
    for (const label of ["Privacy Policy", "Terms of Service", "Medical Disclaimer"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible()
    }
    await expect(footer).toContainText("ISO 9001:2015")
    await expect(footer).toContainText(/government certified/i)
    await expect(footer).toContainText("2004")
  })

  test("/: the hero's 'Book Vaidya Consultation', a link to /panchakarma-therapies, 20+ years, 1000+ patients, 50+ cancer types", async ({ page }) => {
    await page.goto("/")
    const hero = page.locator("#home")
    await expect(hero.locator("a, button").filter({ hasText: "Book Vaidya Consultation" })).toBeVisible()
    await expect(hero.locator('a[href="/panchakarma-therapies"]')).toBeVisible()
    await expect(hero).toContainText("1947")
    for (const figure of ["20+", "1000+", "50+"]) await expect(hero.getByText(figure, { exact: true })).toBeVisible()
    for (const target of ["/doctor", "/services", "/about", "/contact"]) {
      await expect(page.locator(`main a[href="${target}"]`).first()).toBeVisible()
    }
  })

  test("/about: the about section (anchor about) with 15+ years and 5000+ patients", async ({ page }) => {
    await page.goto("/about")
    const about = page.locator("#about")
    for (const figure of ["15+", "5000+"]) await expect(about.getByText(figure, { exact: true })).toBeVisible()
  })

  test("/services: six categories, the four-step philosophy and the disease-management band", async ({ page }) => {
    await page.goto("/services")
    await expect(page.locator("main section").first().getByRole("heading", { level: 3 })).toHaveCount(6)
    for (const step of ["Vaidya Consultation", "Traditional Diagnosis", "Bespoke Treatment Protocol", "Ongoing Wellness Care"]) {
      await expect(page.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible()
    }
    for (const band of [/cancer care/i, /chronic disease/i, /joint and pain/i, /reproductive health/i]) {
      await expect(page.getByRole("heading", { level: 3, name: band }).first()).toBeVisible()
    }
  })

  test("/doctor: the founder, an M.D. in Ayurveda and founder and director", async ({ page }) => {
    await page.goto("/doctor")
    await expect(page.locator("main")).toContainText("M.D. in Ayurveda")
    await expect(page.locator("main")).toContainText(/Founder and Director/i)
  })

  test("/contact: WhatsApp, phone, e-mail, address and hours Monday-Saturday 9-7, Sunday 10-2, 24/7 by WhatsApp", async ({ page }) => {
    await page.goto("/contact")
    await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible()
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible()
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible()
    await expect(page.locator("main address").first()).toContainText("Nashik")
    const main = page.locator("main")
    await expect(main).toContainText("Monday-Saturday")
    await expect(main).toContainText("9:00 AM - 7:00 PM")
    await expect(main).toContainText("10:00 AM - 2:00 PM")
    await expect(main).toContainText("24/7")
  })

  test("/panchakarma-therapies: the six therapy cards, each with image and description, and 'Back to Home'", async ({ page }) => {
    await page.goto("/panchakarma-therapies")
    const names = page.locator("main li h2")
    await expect(names).toHaveText(["Abhyanga", "Basti", "Vamana", "Nasya", "Virechana", "Raktamokshana"])
    await expect(page.locator("main li img")).toHaveCount(6)
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  })

  test("the 25 therapy and topic pages each have a button to /contact", async ({ request, page }) => {
    for (const route of topicRoutes) expect((await request.get(route)).status(), route).toBe(200)
    await page.goto("/rasayana-therapy")
    await expect(page.locator('main a[href="/contact"]').first()).toBeVisible()
  })

  test("/rasayana-therapy: 3-6 months initial; /immunity-boosting: Ojas, Agni, detox, four herbs and three phases", async ({ page }) => {
    await page.goto("/rasayana-therapy")
    await expect(page.locator("main")).toContainText("3-6 months")
    await page.goto("/immunity-boosting")
    const main = page.locator("main")
    for (const word of ["Ojas", "Agni", "detox", "Ashwagandha", "Guduchi", "Amalaki", "Tulsi", "1-2 weeks", "4-8 weeks", "Ongoing"]) {
      await expect(main).toContainText(word)
    }
  })

  test("an unknown route: '404', 'Oops! Page not found' and 'Return to Home'", async ({ page }) => {
    const response = await page.goto("/no-such-page")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404")
    await expect(page.getByText("Oops! Page not found")).toBeVisible()
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })

  test("the booking form: 'Send to WhatsApp', with name, e-mail, booking date and contact number required", async ({ page }) => {
    await gotoInteractive(page, "/")
    await page.getByRole("button", { name: "Book Vaidya Consultation" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Send to WhatsApp" }).click()
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(4)
    await expect(dialog.locator('input[type="email"]')).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.locator('input[type="date"]')).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.locator('input[type="tel"]')).toHaveAttribute("aria-invalid", "true")
    await expect(dialog.locator("textarea")).toHaveAttribute("aria-invalid", "false")
  })
})
