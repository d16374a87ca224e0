import { expect, test } from "@playwright/test"
import { locales, localizedPath } from "../src/lib/locales"
import { builtRoutes, readContent } from "./content"

const { moved } = readContent<{ moved: { from: string; to: string }[] }>("moved-pages.yaml")

test("an old address leads for good to the page it moved to, in the visitor's language where the page has one", async ({ request, page }) => {
  const built = new Set(builtRoutes())
  const languages = locales.filter((locale) => built.has(localizedPath("/", locale)))
  for (const { from, to } of moved) {
    const [route, anchor] = to.split("#")
    for (const locale of languages) {
      const inLanguage = built.has(localizedPath(route, locale)) ? localizedPath(route, locale) : route
      const target = anchor === undefined ? inLanguage : `${inLanguage}#${anchor}`
      for (const address of [localizedPath(from, locale), `${localizedPath(from, locale)}/`]) {
        const response = await request.get(address, { maxRedirects: 0 })
        expect(response.status(), address).toBe(301)
        expect(response.headers().location, address).toBe(target)
      }
    }
    const response = await page.goto(from)
    expect(response?.status(), from).toBe(200)
    expect(new URL(page.url()).pathname).toBe(route)
  }
})
