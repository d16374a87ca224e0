import { expect, test } from "@playwright/test"

test("every internal link, from / outwards, reaches a built page and every #anchor exists on it", async ({ page }) => {
  test.setTimeout(180_000)
  const idsByPage = new Map<string, Set<string>>()
  const linksFrom = new Map<string, string[]>()
  const queue = ["/"]
  while (queue.length > 0) {
    const route = queue.shift()!
    if (idsByPage.has(route)) continue
    const response = await page.goto(route)
    expect(response?.status(), `${route} (linked from ${[...linksFrom].find(([, to]) => to.includes(route))?.[0]})`).toBe(200)
    const { ids, hrefs } = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll("[id]")).map((element) => element.id),
      hrefs: Array.from(document.querySelectorAll("a[href]")).map((link) => link.getAttribute("href")!),
    }))
    idsByPage.set(route, new Set(ids))
    const internal = hrefs.filter((href) => href.startsWith("/") || href.startsWith("#")).map((href) => (href.startsWith("#") ? `${route}${href}` : href))
    linksFrom.set(route, internal)
    for (const href of internal) {
      const target = href.split("#")[0] || "/"
      if (!idsByPage.has(target) && !queue.includes(target)) queue.push(target)
    }
  }
  for (const [route, hrefs] of linksFrom) {
    for (const href of hrefs.filter((candidate) => candidate.includes("#"))) {
      const [target, anchor] = href.split("#")
      expect(idsByPage.get(target || "/")?.has(anchor), `${route} links to ${href}`).toBe(true)
    }
  }
  expect(idsByPage.size).toBeGreaterThanOrEqual(34)
})
