import { expect, test, type Page } from "@playwright/test"
import { articleSlugsIn, filledCareText, isSignedOffNow, readArticles, readCareCard, readContent, siteUrl, topicSlugs } from "./content"

interface Library {
  heading: string
  relatedTopicsHeading: string
  relatedArticlesHeading: string
}

interface Person {
  name: string
  qualification: string
}

const library = readContent<Library>("pages/articles.yaml")
const { levels } = readContent<{ careCard: { levels: Record<string, string> } }>("site.yaml").careCard
const articles = readArticles()
const { footer, headerAction } = readContent<{ footer: { label: string; to: string }[]; headerAction: { label: string; to: string } }>("navigation.yaml")

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")))
}

test("/articles lists every article, newest first, each with its description and a link to it", async ({ page }) => {
  await page.goto("/articles")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(library.heading)
  await expect(page.locator("main h2 a")).toHaveText(articles.map(({ title }) => title))
  for (const { slug, description } of articles) {
    await expect(page.getByRole("link", { name: articles.find((article) => article.slug === slug)!.title })).toHaveAttribute("href", `/articles/${slug}`)
    await expect(page.getByText(description)).toBeVisible()
  }
})

test("the footer of every page leads to the library", async ({ page }) => {
  const link = footer.find(({ to }) => to === "/articles")!
  await page.goto("/contact")
  await page.locator("footer").getByRole("link", { name: link.label }).click()
  await expect(page).toHaveURL(/\/articles\/?$/)
})

for (const article of articles) {
  test(`/articles/${article.slug} shows its title, byline, headings, related pages and the way to book`, async ({ page, request }) => {
    const reviewer = readContent<Person>(`people/${article.reviewedBy}.yaml`)
    const author = readContent<Person>(`people/${article.author}.yaml`)
    const response = await page.goto(`/articles/${article.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
    const byline = page.locator("main header")
    await expect(byline).toContainText(author.name)
    await expect(byline).toContainText(reviewer.name)
    await expect(byline.locator(`time[datetime="${article.lastReviewed}"]`).first()).toBeVisible()
    await expect(byline.locator(`time[datetime="${article.datePublished}"]`).last()).toBeVisible()
    await expect(byline).toContainText(/\d+ minutes? read/)

    // The body's headings in order, a care card's after the words of its level.
    const headings = [...article.body.matchAll(/^##+ (.+)$|^```care-card\n(\S+)\n```$/gm)].map(([, words, name]) => {
      if (words) return words.trim()
      const card = readCareCard(name, "en")
      return `${levels[card.level]}: ${filledCareText(card.heading, "en")}`
    })
    await expect(page.locator("main article h2, main article h3").filter({ hasNotText: library.relatedTopicsHeading })).toHaveText(headings)

    const related = page.getByRole("navigation", { name: library.relatedTopicsHeading })
    for (const slug of article.related) {
      const topic = readContent<{ title: string }>(`topics/${slug}.yaml`)
      await expect(related.getByRole("link", { name: topic.title })).toHaveAttribute("href", `/${slug}`)
    }
    await expect(page.locator("main").getByRole("link", { name: headerAction.label })).toHaveAttribute("href", headerAction.to)

    const internal = await page.locator("main article a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    for (const href of new Set(internal)) expect((await request.get(href)).status(), href).toBe(200)
  })
}

test("an article tells search engines who wrote it, who reviewed it and when, and where it sits", async ({ page }) => {
  const [article] = articles
  const reviewer = readContent<Person>(`people/${article.reviewedBy}.yaml`)
  const author = readContent<Person>(`people/${article.author}.yaml`)
  await page.goto(`/articles/${article.slug}`)
  const data = await jsonLd(page)
  expect(data.find((entry) => entry["@type"] === "MedicalWebPage")).toMatchObject({
    headline: article.title,
    url: `${siteUrl}/articles/${article.slug}`,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: { name: author.name },
  })
  // A review of other words is no review of these: only words signed off as they read now name their reviewer.
  const review = { lastReviewed: article.lastReviewed, reviewedBy: { "@type": "Physician", name: reviewer.name } }
  const medicalPage = data.find((entry) => entry["@type"] === "MedicalWebPage")
  if (isSignedOffNow(`articles/${article.slug}.md`)) expect(medicalPage).toMatchObject(review)
  else expect(medicalPage).not.toHaveProperty("reviewedBy")
  const breadcrumb = data.find((entry) => entry["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] }
  expect(breadcrumb.itemListElement.map(({ name, item }) => [name, item])).toEqual([
    [expect.any(String), `${siteUrl}/`],
    [library.heading, `${siteUrl}/articles`],
    [article.title, `${siteUrl}/articles/${article.slug}`],
  ])
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", article.datePublished)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/articles/${article.slug}`)
})

test("each topic page lists the articles that name it, and only those", async ({ page }) => {
  const topics = [...new Set(articles.flatMap(({ related }) => related))]
  for (const slug of topics) {
    await page.goto(`/${slug}`)
    const section = page.getByRole("region", { name: library.relatedArticlesHeading })
    const expected = articles.filter(({ related }) => related.includes(slug)).map(({ title }) => title)
    await expect(section.getByRole("heading", { level: 3 }), slug).toHaveText(expected)
  }
  const unrelated = topicSlugs.find((slug) => !topics.includes(slug))
  if (unrelated) {
    await page.goto(`/${unrelated}`)
    await expect(page.getByRole("region", { name: library.relatedArticlesHeading })).toHaveCount(0)
  }
})

test("a Marathi reader sees the Marathi version of an article where there is one, and the others marked as English", async ({ page }) => {
  const marathi = articleSlugsIn("mr")
  test.skip(marathi.length === 0, "no article is written in Marathi")
  const words = readContent<Library>("mr/pages/articles.yaml")
  await page.goto("/mr/articles")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading)
  const slugs = new Set([...articles.map(({ slug }) => slug), ...marathi])
  const items = page.locator("main li").filter({ has: page.locator("h2") })
  await expect(items).toHaveCount(slugs.size)
  for (const slug of slugs) {
    const item = items.filter({ has: page.locator(`a[href$="/articles/${slug}"]`) })
    if (marathi.includes(slug)) {
      await expect(item.locator("a")).toHaveAttribute("href", `/mr/articles/${slug}`)
      await expect(item.locator("h2")).not.toHaveAttribute("lang", /.+/)
    } else {
      await expect(item.locator("a")).toHaveAttribute("href", `/articles/${slug}`)
      await expect(item.locator("h2")).toHaveAttribute("lang", "en")
      await expect(item).toContainText("इंग्रजी")
    }
  }
  const translated = marathi.find((slug) => articles.some((article) => article.slug === slug))
  if (translated) {
    await page.goto(`/mr/articles/${translated}`)
    await expect(page.locator("html")).toHaveAttribute("lang", "mr")
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${siteUrl}/articles/${translated}`)
  }
})
