import { expect, test } from "@playwright/test"

test.describe("fixed routes", () => {
  test("/ shows the hero, the figures, the overview cards and both grids", async ({ page }) => {
    await page.goto("/")
    const hero = page.locator("#home")
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(hero).toContainText("since 1947")
    // A link to /contact in the HTML, the dialog's button once scripts have run (see booking.spec.ts).
    await expect(hero.locator("a, button").filter({ hasText: "Book Vaidya Consultation" })).toBeVisible()
    await expect(hero.getByRole("link", { name: "Explore Panchakarma therapies" })).toHaveAttribute("href", "/panchakarma-therapies")
    for (const figure of ["20+", "1000+", "50+"]) await expect(hero.getByText(figure, { exact: true })).toBeVisible()
    for (const target of ["/doctor", "/services", "/about", "/contact"]) {
      await expect(page.getByRole("region", { name: "Start here" }).locator(`a[href="${target}"]`)).toBeVisible()
    }
    await expect(page.getByRole("region", { name: "Cancer types we support" }).getByText("Breast cancer")).toBeVisible()
    await expect(page.getByRole("region", { name: "Organ-wise specialisation" }).getByRole("heading", { name: "Liver" })).toBeVisible()
    await expect(page.getByRole("img", { name: /oil lamp/ })).toBeVisible()
  })

  test("/about shows the about section with 15+ years and 5000+ patients", async ({ page }) => {
    await page.goto("/about")
    const about = page.locator("#about")
    await expect(about.getByRole("heading", { level: 1, name: "About the Centre" })).toBeVisible()
    await expect(about.getByText("15+", { exact: true })).toBeVisible()
    await expect(about.getByText("5000+", { exact: true })).toBeVisible()
  })

  test("/services shows six categories, the four-step philosophy and the disease-management band", async ({ page }) => {
    await page.goto("/services")
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible()
    for (const category of [
      "Supportive Cancer Care",
      "Panchakarma Therapies",
      "Chronic Disease Management",
      "Mental Health and Wellness",
      "Preventive and Lifestyle Care",
      "Herbal Medicine",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: category, exact: true })).toBeVisible()
    }
    const steps = page.getByRole("region", { name: "Our four-step approach" }).getByRole("heading", { level: 3 })
    await expect(steps).toHaveText(["Vaidya Consultation", "Traditional Diagnosis", "Bespoke Treatment Protocol", "Ongoing Wellness Care"])
    const band = page.getByRole("region", { name: "Specialised disease management" }).getByRole("heading", { level: 3 })
    await expect(band).toHaveText(["Cancer care", "Chronic disease", "Joint and pain", "Reproductive health"])
  })

  test("/doctor shows the founder's profile, stats, specialisations and vision", async ({ page }) => {
    await page.goto("/doctor")
    await expect(page.getByRole("heading", { level: 1, name: "Our Doctor" })).toBeVisible()
    await expect(page.getByText("M.D. in Ayurveda · Founder and Director")).toBeVisible()
    await expect(page.getByText("20+", { exact: true })).toBeVisible()
    await expect(page.getByRole("region", { name: "Specialisations" }).getByRole("listitem")).toHaveCount(6)
    await expect(page.getByRole("region", { name: "Vision" })).toBeVisible()
  })

  test("/contact shows WhatsApp, phone, e-mail, address and the consultation hours as specified", async ({ page }) => {
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible()
    const whatsapp = page.getByRole("link", { name: "Chat on WhatsApp" }).first()
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000001\?text=Hello%2C%20I%20would%20like%20to%20book/)
    await expect(page.locator('main a[href="tel:+919000000002"]').first()).toBeVisible()
    await expect(page.locator('main a[href="mailto:info@example.com"]')).toBeVisible()
    await expect(page.locator("main address")).toContainText("Nashik, Maharashtra")
    const hours = page.getByRole("region", { name: "Consultation hours" })
    await expect(hours).toContainText("Monday-Saturday9:00 AM - 7:00 PM")
    await expect(hours).toContainText("Sunday10:00 AM - 2:00 PM")
    await expect(hours).toContainText("Emergency consultations 24/7 via WhatsApp")
    await expect(page.getByRole("region", { name: "Why families choose us" })).toBeVisible()
    await expect(page.getByRole("region", { name: "Ready to talk to our Vaidya?" })).toBeVisible()
  })

  test("/panchakarma-therapies shows six cards with image, name and description, and a way home", async ({ page }) => {
    await page.goto("/panchakarma-therapies")
    await expect(page.getByRole("heading", { level: 1, name: "Panchakarma Therapies" })).toBeVisible()
    const names = page.locator("main li h2")
    await expect(names).toHaveText(["Abhyanga", "Basti", "Vamana", "Nasya", "Virechana", "Raktamokshana"])
    const images = page.locator("main li").getByRole("img")
    await expect(images).toHaveCount(6)
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""))) {
      expect(alt.length).toBeGreaterThan(20)
    }
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  })

  test("the policy pages are real pages that say the site stores nothing and promises no outcome", async ({ page }) => {
    await page.goto("/privacy-policy")
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible()
    await expect(page.locator("main")).toContainText("does not collect, store or sell your personal information")
    await expect(page.locator("main")).toContainText("leaves your phone only when you press send in WhatsApp")
    await page.goto("/terms-of-service")
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible()
    await expect(page.locator("main")).toContainText("is not medical advice")
    await page.goto("/medical-disclaimer")
    await expect(page.getByRole("heading", { level: 1, name: "Medical Disclaimer" })).toBeVisible()
    await expect(page.locator("main")).toContainText("no outcome is promised")
  })
})

test.describe("shared layout", () => {
  test("every page has the top bar, one main, a skip link to it, the disclaimer and the footer", async ({ page }) => {
    await page.goto("/services")
    await expect(page.getByRole("link", { name: "Call +91 90000 00002" })).toHaveAttribute("href", "tel:+919000000002")
    await expect(page.getByText("Established 2004").first()).toBeVisible()
    await expect(page.locator("main")).toHaveCount(1)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute("href", "#main-content")
    await expect(page.locator("main")).toHaveAttribute("id", "main-content")
    await expect(page.getByRole("complementary", { name: "Medical disclaimer" })).toContainText("supportive and complementary")
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Medical Disclaimer" })).toHaveAttribute("href", "/medical-disclaimer")
  })
})
