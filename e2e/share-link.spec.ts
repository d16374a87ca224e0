import { expect, test } from "@playwright/test"
import { defaultLocale, locales, localizedPath } from "../src/lib/locales"
import { articleSlugsIn, readContent, siteUrl, slugsIn } from "./content"

// One article and one topic page in each language, as a family member would forward them.
const pages = locales.flatMap((locale) => {
  const folder = locale === defaultLocale ? "" : `${locale}/`
  const { share } = readContent<{ share: { label: string } }>(`${folder}site.yaml`)
  const topic = slugsIn(`${folder}topics`)[0]
  const article = articleSlugsIn(locale)[0]
  return [`/${topic}`, `/articles/${article}`].map((route) => ({ path: localizedPath(route, locale), label: share.label }))
})

for (const { path, label } of pages) {
  test(`${path} can be passed on by WhatsApp, with its title and own address, and the link is not printed`, async ({ page }) => {
    await page.goto(path)
    const link = page.getByRole("link", { name: label })
    const href = new URL((await link.getAttribute("href"))!)
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/")
    const message = href.searchParams.get("text")!
    expect(message).toContain(await page.getByRole("heading", { level: 1 }).textContent())
    expect(message).toContain(`${siteUrl}${path}`)
    await page.emulateMedia({ media: "print" })
    await expect(link).toBeHidden()
  })
}
