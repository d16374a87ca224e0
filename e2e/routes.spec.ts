import { expect, test } from "@playwright/test"
import { formatOpeningHours } from "../src/lib/hours"
import { digitsOf, readContent, slugsIn } from "./content"

type Link = { label: string; to: string }
type Stat = { value: string; label: string }
type Titled = { title: string; text: string }

const site = readContent<{
  founder: string
  phones: { whatsapp: string; calls: string }
  email: string
  address: { locality: string }
  hours: { dayOfWeek: string[]; opens: string; closes: string }[]
  emergencyHours: string
  emergencyNote: string
  disclaimer: { heading: string; link: Link }
}>("site.yaml")
const founder = readContent<{ name: string; qualification: string; role: string }>(`people/${site.founder}.yaml`)

// Each fixed page shows the words its content file gives it; the specification's own labels are in specification.spec.ts.
test.describe("fixed pages show their content", () => {
  test("/ shows the hero, the figures, the overview cards and both grids", async ({ page }) => {
    const home = readContent<{
      hero: { heading: string; bookingLabel: string; therapiesLink: Link; imageAlt: string }
      stats: Stat[]
      overview: { heading: string; cards: { title: string; to: string }[] }
      cancerTypes: { heading: string }
      organs: { heading: string }
    }>("pages/home.yaml")
    const [category] = readContent<{ categories: { category: string; types: string[] }[] }>("cancer-types.yaml").categories
    const [organ] = readContent<{ organs: { organ: string }[] }>("organs.yaml").organs
    await page.goto("/")
    const hero = page.locator("#home")
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading)
    await expect(hero.locator("a, button").filter({ hasText: home.hero.bookingLabel })).toBeVisible()
    await expect(hero.getByRole("link", { name: home.hero.therapiesLink.label })).toHaveAttribute("href", home.hero.therapiesLink.to)
    for (const { value, label } of home.stats) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible()
      await expect(hero.getByText(label, { exact: true })).toBeVisible()
    }
    for (const { to } of home.overview.cards) {
      await expect(page.getByRole("region", { name: home.overview.heading }).locator(`a[href="${to}"]`)).toBeVisible()
    }
    const cancerTypes = page.getByRole("region", { name: home.cancerTypes.heading })
    await expect(cancerTypes.getByRole("heading", { name: category.category })).toBeVisible()
    await expect(cancerTypes.getByText(category.types[0], { exact: true })).toBeVisible()
    await expect(page.getByRole("region", { name: home.organs.heading }).getByRole("heading", { name: organ.organ })).toBeVisible()
    await expect(page.getByRole("img", { name: home.hero.imageAlt })).toBeVisible()
  })

  test("/about shows its heading, its figures and its values", async ({ page }) => {
    const about = readContent<{ heading: string; stats: Stat[]; values: { heading: string; items: Titled[] } }>("pages/about.yaml")
    await page.goto("/about")
    await expect(page.locator("#about").getByRole("heading", { level: 1 })).toHaveText(about.heading)
    for (const { value } of about.stats) await expect(page.locator("#about").getByText(value, { exact: true })).toBeVisible()
    const values = page.getByRole("region", { name: about.values.heading }).getByRole("heading", { level: 3 })
    await expect(values).toHaveText(about.values.items.map(({ title }) => title))
  })

  test("/services shows every category with its specialties, the approach and the disease-management band", async ({ page }) => {
    const services = readContent<{
      heading: string
      philosophy: { heading: string; steps: Titled[] }
      diseaseManagement: { heading: string; items: { title: string; to: string }[] }
    }>("pages/services.yaml")
    const { categories } = readContent<{ categories: { title: string; specialties: { name: string; link: string }[] }[] }>("services.yaml")
    await page.goto("/services")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(services.heading)
    for (const { title, specialties } of categories) {
      const card = page.locator("li").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) })
      for (const { name, link } of specialties) await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute("href", link)
    }
    const steps = page.getByRole("region", { name: services.philosophy.heading }).getByRole("heading", { level: 3 })
    await expect(steps).toHaveText(services.philosophy.steps.map(({ title }) => title))
    const band = page.getByRole("region", { name: services.diseaseManagement.heading })
    await expect(band.getByRole("heading", { level: 3 })).toHaveText(services.diseaseManagement.items.map(({ title }) => title))
    for (const { to } of services.diseaseManagement.items) await expect(band.locator(`a[href="${to}"]`)).toBeVisible()
  })

  test("/doctor shows the founder from site.yaml, the profile, its specialisations and vision", async ({ page }) => {
    const doctor = readContent<{ heading: string; specialisations: { heading: string; items: string[] }; vision: { heading: string } }>("pages/doctor.yaml")
    await page.goto("/doctor")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(doctor.heading)
    await expect(page.getByRole("heading", { level: 2, name: founder.name })).toBeVisible()
    await expect(page.getByText(`${founder.qualification} · ${founder.role}`)).toBeVisible()
    await expect(page.getByRole("region", { name: doctor.specialisations.heading }).getByRole("listitem")).toHaveText(doctor.specialisations.items)
    await expect(page.getByRole("region", { name: doctor.vision.heading })).toBeVisible()
  })

  test("/contact gives WhatsApp, phone, e-mail and the address from site.yaml, and the hours as they are written", async ({ page }) => {
    const contact = readContent<{ heading: string; hoursHeading: string; reasons: { heading: string }; cta: { heading: string } }>("pages/contact.yaml")
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.heading)
    await expect(page.locator(`main a[href^="https://wa.me/${digitsOf(site.phones.whatsapp)}?text="]`).first()).toBeVisible()
    await expect(page.locator(`main a[href="tel:+${digitsOf(site.phones.calls)}"]`).first()).toBeVisible()
    await expect(page.locator(`main a[href="mailto:${site.email}"]`)).toBeVisible()
    await expect(page.locator("main address")).toContainText(site.address.locality)
    const hours = page.getByRole("region", { name: contact.hoursHeading })
    for (const line of site.hours.map((line) => formatOpeningHours(line))) await expect(hours).toContainText(`${line.days}${line.time}`)
    await expect(hours).toContainText(site.emergencyHours)
    await expect(hours).toContainText(site.emergencyNote)
    await expect(page.getByRole("region", { name: contact.reasons.heading })).toBeVisible()
    await expect(page.getByRole("region", { name: contact.cta.heading })).toBeVisible()
  })

  test("/panchakarma-therapies shows every card with its picture, name and description, and the way back", async ({ page }) => {
    const { therapies } = readContent<{ therapies: { name: string; imageAlt: string; description: string }[] }>("therapies.yaml")
    const therapiesPage = readContent<{ heading: string; backLink: Link }>("pages/panchakarma-therapies.yaml")
    await page.goto("/panchakarma-therapies")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(therapiesPage.heading)
    await expect(page.locator("main li h2")).toHaveText(therapies.map(({ name }) => name))
    for (const { imageAlt, description } of therapies) {
      await expect(page.getByRole("img", { name: imageAlt, exact: true })).toBeVisible()
      await expect(page.getByText(description)).toBeVisible()
    }
    await expect(page.getByRole("link", { name: therapiesPage.backLink.label })).toHaveAttribute("href", therapiesPage.backLink.to)
  })

  test("every policy page shows its heading and each of its sections", async ({ page }) => {
    for (const slug of slugsIn("policies")) {
      const policy = readContent<{ heading: string; sections: { heading: string }[] }>(`policies/${slug}.yaml`)
      await page.goto(`/${slug}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.heading)
      await expect(page.locator("main h2")).toHaveText(policy.sections.map(({ heading }) => heading))
    }
  })
})

test.describe("shared layout", () => {
  test("every page has the top bar, one main, a skip link to it, the disclaimer and the footer", async ({ page }) => {
    await page.goto("/services")
    await expect(page.getByRole("link", { name: `Call ${site.phones.calls}` })).toHaveAttribute("href", `tel:+${digitsOf(site.phones.calls)}`)
    await expect(page.locator("main")).toHaveCount(1)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to main content" })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute("href", "#main-content")
    await expect(page.locator("main")).toHaveAttribute("id", "main-content")
    await expect(page.getByRole("complementary", { name: site.disclaimer.heading })).toBeVisible()
    await expect(page.getByRole("contentinfo").locator(`a[href="${site.disclaimer.link.to}"]`)).toBeVisible()
  })
})
