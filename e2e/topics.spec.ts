import { expect, test } from "@playwright/test"
import { readContent, topicSlugs } from "./content"

interface Topic {
  title: string
}

const cancerRelated = ["rasayana-therapy", "immunity-boosting", "non-toxic-cancer-treatment", "integrative-cancer-care"]

test("there are the 25 topic pages of the specification", () => {
  expect(topicSlugs).toHaveLength(25)
})

for (const slug of topicSlugs) {
  test(`/${slug} shows its title as the one h1 and a button to /contact`, async ({ page }) => {
    const topic = readContent<Topic>(`topics/${slug}.yaml`)
    const response = await page.goto(`/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title)
    await expect(page.locator("main").getByRole("link", { name: "Book Consultation" }).first()).toHaveAttribute("href", "/contact")
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services")
    if (cancerRelated.includes(slug)) {
      await expect(page.getByRole("complementary", { name: "Medical disclaimer" })).toBeVisible()
    }
  })
}

test("every link on /services opens a page that exists", async ({ page, request }) => {
  await page.goto("/services")
  const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
  expect(hrefs.length).toBeGreaterThanOrEqual(25)
  for (const href of new Set(hrefs)) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
})

test("Panchakarma cards link to their topic pages, except Raktamokshana, which has none", async ({ page }) => {
  await page.goto("/panchakarma-therapies")
  for (const [name, href] of [
    ["Abhyanga", "/abhyanga-therapy"],
    ["Basti", "/basti-therapy"],
    ["Vamana", "/vamana-therapy"],
    ["Nasya", "/nasya-therapy"],
    ["Virechana", "/virechana-therapy"],
  ]) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href)
  }
  await expect(page.getByRole("heading", { name: "Raktamokshana" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Raktamokshana" })).toHaveCount(0)
})
