import { expect, test } from "@playwright/test"
import { readArticles, readContent, topicSlugs } from "./content"

interface Navigation {
  header: { label: string; to: string }[]
  headerAction: { label: string; to: string }
}

const navigation = readContent<Navigation>("navigation.yaml")
const services = navigation.header.find(({ to }) => to === "/services")!
const articles = readArticles()
const { relatedArticlesHeading } = readContent<{ relatedArticlesHeading: string }>("pages/articles.yaml")

for (const slug of topicSlugs) {
  test(`/${slug} shows its title as the one h1, its sections, a breadcrumb and the way to book`, async ({ page }) => {
    const topic = readContent<{ title: string; sections?: { kind: string; heading: string }[] }>(`topics/${slug}.yaml`)
    const response = await page.goto(`/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.title)
    const articleSection = articles.some(({ related }) => related.includes(slug)) ? [relatedArticlesHeading] : []
    // A care section is an advice card (e2e/health-pages.spec.ts), not a band of the page.
    const bands = (topic.sections ?? []).filter(({ kind }) => kind !== "care")
    await expect(page.locator("main section h2")).toHaveText([...bands.map(({ heading }) => heading), ...articleSection])
    const booking = page.locator("main").getByRole("link", { name: navigation.headerAction.label })
    await expect(booking.first()).toHaveAttribute("href", navigation.headerAction.to)
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: services.label })).toHaveAttribute("href", services.to)
  })
}

test("every link on /services opens a page that exists", async ({ page, request }) => {
  await page.goto("/services")
  const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of new Set(hrefs)) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
})

test("Panchakarma cards link to their topic pages, and a card without one has no link", async ({ page }) => {
  const { therapies } = readContent<{ therapies: { name: string; topic?: string }[] }>("therapies.yaml")
  await page.goto("/panchakarma-therapies")
  for (const { name, topic } of therapies) {
    if (topic) await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/${topic}`)
    else {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible()
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0)
    }
  }
})
