import { expect, test } from "@playwright/test"
import { defaultLocale, locales, localizedPath } from "../src/lib/locales"
import { readContent, slugsIn } from "./content"

test("an unknown path answers 404 with the 404 page, and logs the path", async ({ page }) => {
  const notFound = readContent<{ heading: string; text: string; homeLinkLabel: string }>("pages/not-found.yaml")
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading)
  await expect(page.getByText(notFound.text)).toBeVisible()
  await expect(page.getByRole("link", { name: notFound.homeLinkLabel })).toHaveAttribute("href", "/")
  await expect.poll(() => errors.join("\n")).toContain("404 Error: User attempted to access non-existent route: /no-such-page")
})

for (const locale of locales) {
  test(`an address with a slip in it offers the page it was probably meant for, in ${locale}`, async ({ page }) => {
    const folder = locale === defaultLocale ? "" : `${locale}/`
    const { suggestionsHeading } = readContent<{ suggestionsHeading: string }>(`${folder}pages/not-found.yaml`)
    const slug = slugsIn(`${folder}topics`)[0]
    const { title } = readContent<{ title: string }>(`${folder}topics/${slug}.yaml`)
    const slip = slug.slice(0, 3) + slug.slice(4)
    const response = await page.goto(localizedPath(`/${slip}`, locale))
    expect(response?.status()).toBe(404)
    const suggestions = page.getByRole("navigation", { name: suggestionsHeading })
    await expect(suggestions.getByRole("link").first()).toHaveText(title)
    await suggestions.getByRole("link").first().click()
    await expect(page).toHaveURL(new RegExp(`${localizedPath(`/${slug}`, locale)}/?$`))
  })
}
