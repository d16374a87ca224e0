import { expect, test } from "@playwright/test"
import { localizeDigits, splitLocalizedPath } from "../src/lib/locales"
import { builtRoutes, isSignedOffNow, readContent, siteUrl, topicSlugs } from "./content"

interface Person {
  name: string
  qualification: string
}

test("every topic page says who reviewed it medically and when, in the page, and its MedicalWebPage JSON-LD names the reviewer only of words signed off as they read now", async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const slug of topicSlugs) {
    const topic = readContent<{ title: string; reviewedBy: string; lastReviewed: string }>(`topics/${slug}.yaml`)
    const reviewer = readContent<Person>(`people/${topic.reviewedBy}.yaml`)
    await page.goto(`/${slug}`)
    const line = page.locator("main header p").filter({ has: page.locator(`time[datetime="${topic.lastReviewed}"]`) })
    await expect(line, slug).toContainText(reviewer.name)
    await expect(line, slug).toContainText(reviewer.qualification)
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")))
    const medicalPage = jsonLd.find((data) => data["@type"] === "MedicalWebPage")
    expect(medicalPage, slug).toMatchObject({ name: topic.title, url: `${siteUrl}/${slug}` })
    // A review of other words is no review of these: only words signed off as they read now name their reviewer.
    const review = { lastReviewed: topic.lastReviewed, reviewedBy: { "@type": "Physician", name: reviewer.name } }
    if (isSignedOffNow(`topics/${slug}.yaml`)) expect(medicalPage, slug).toMatchObject(review)
    else expect(medicalPage, slug).not.toHaveProperty("reviewedBy")
  }
})

test("every page that mentions the 24/7 line says, in its language, to call 112 or go to a hospital", async ({ page }) => {
  test.setTimeout(300_000)
  let mentions = 0
  for (const route of builtRoutes()) {
    const { locale } = splitLocalizedPath(route)
    const { emergencyNote } = readContent<{ emergencyNote: string }>(locale === "en" ? "site.yaml" : `${locale}/site.yaml`)
    await page.goto(route)
    const text = (await page.locator("body").innerText()).replace(/\s+/g, " ")
    if (!text.includes(localizeDigits("24/7", locale)) && !/emergenc/i.test(text)) continue
    mentions++
    expect(text, route).toContain(emergencyNote.replace(/\s+/g, " "))
    expect(emergencyNote, route).toContain(localizeDigits("112", locale))
  }
  expect(mentions).toBeGreaterThan(0)
})

test("the privacy notice names whom to write to about personal data", async ({ page }) => {
  const { privacyContact } = readContent<{ privacyContact: { name: string; email: string } }>("site.yaml")
  await page.goto("/privacy-policy")
  await expect(page.locator("main")).toContainText(privacyContact.name)
  await expect(page.locator(`main a[href="mailto:${privacyContact.email}"]`)).toBeVisible()
})
