import { expect, test } from "@playwright/test"
import { booking, fillBooking, openBooking, whatsappAddress } from "./booking-form"
import { builtRoutes, readContent } from "./content"
import { watchCspViolations } from "./csp-violations"
import { gotoInteractive } from "./interactive"

// Every browser test is served by scripts/serve.mjs, which applies public/_headers as Netlify does. Each page is also
// loaded with no CSP violation in e2e/every-page.spec.ts.

test("every page is served with its CSP and the security headers", async ({ request }) => {
  for (const route of builtRoutes()) {
    const response = await request.get(route)
    const headers = response.headers()
    expect(response.status(), route).toBe(200)
    // script-src allows the site's own files and the hashes of any inline scripts of this page (none today), nothing else.
    expect(headers["content-security-policy"], route).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*; /)
    expect(headers["speculation-rules"], route).toBe('"/speculation-rules.json"')
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  }
})

test("a page asked for by its file, /about/index.html, is served with the same CSP as /about", async ({ request }) => {
  for (const route of ["/about", "/mr/faq", "/"]) {
    const file = route === "/" ? "/index.html" : `${route}/index.html`
    const [page, byFile] = await Promise.all([request.get(route), request.get(file)])
    expect(byFile.status(), file).toBe(200)
    expect(byFile.headers()["content-security-policy"], file).toBe(page.headers()["content-security-policy"])
  }
})

test("the service worker is never served from a cache, so each deploy's worker reaches every browser", async ({ request }) => {
  const response = await request.get("/sw.js")
  expect(response.status()).toBe(200)
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
})

test("the islands' code is cached for a year, its names carrying its content's hash", async ({ page, request }) => {
  const scripts: string[] = []
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(new URL(response.url()).pathname)
  })
  await gotoInteractive(page, "/")
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(script).toMatch(/^\/islands\/[\w-]+-[A-Z0-9]{8}\.js$/)
    expect((await request.get(script)).headers()["cache-control"], script).toBe("public, max-age=31536000, immutable")
  }
})

test("the speculation rules are served as such, and prefetch only the site's own pages", async ({ request }) => {
  const response = await request.get("/speculation-rules.json")
  expect(response.headers()["content-type"]).toBe("application/speculationrules+json")
  const rules = await response.json()
  expect(JSON.stringify(rules)).not.toMatch(/https?:/)
  expect(rules.prefetch[0].where.and).toContainEqual({ href_matches: "/*" })
})

test("under the CSP the booking dialog still opens and sends", async ({ page }) => {
  const violations = await watchCspViolations(page)
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.assign(window, { __opened: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return { opener: null } as Window
    }
  })
  const { dialog } = await openBooking(page)
  await fillBooking(dialog, { name: "Asha Patil", email: "asha@example.in", date: "2099-01-01", phone: "+91 98765 43210" })
  await dialog.getByRole("button", { name: booking.submit }).click()
  await expect(dialog).toBeHidden()
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
  expect(opened).toHaveLength(1)
  expect(opened[0].startsWith(`${whatsappAddress}?text=`)).toBe(true)
  expect(violations).toEqual([])
})

test("an unknown address gets the 404 page with status 404", async ({ request }) => {
  const response = await request.get("/no-such-page")
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain(readContent<{ text: string }>("pages/not-found.yaml").text)
})
