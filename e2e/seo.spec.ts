import crypto from "crypto"
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { expect, test, type Page } from "@playwright/test"
import { listContentFiles, loadCollections, publishedPages, SchemaSet } from "../core"
import { localeTags, ogLocales, splitLocalizedPath } from "../src/lib/locales"
import { shareCardPath } from "../src/lib/share-card"
import { builtNotFoundPages, builtRoutes, readContent, siteUrl, topicSlugs } from "./content"

interface Site {
  name: string
  email: string
  established: number
  phones: { calls: string }
  founder: string
  address: { locality: string; region: string; postalCode: string }
  hours: { dayOfWeek: string[]; opens: string; closes: string }[]
}

const site = readContent<Site>("site.yaml")
const founder = readContent<{ name: string; qualification: string }>(`people/${site.founder}.yaml`)
const routes = builtRoutes()
const schemas = new SchemaSet(path.join(__dirname, "../schemas"))
const pages = publishedPages(loadCollections(schemas), listContentFiles(path.join(__dirname, "../content")))
/** The pages search engines are asked to leave out, and the sitemap leaves out (the offline page, in every language). */
const unlisted = new Set(pages.filter(({ collection }) => collection.unlisted).flatMap(({ alternates }) => alternates.map(({ path: page }) => page)))

function canonicalOf(route: string) {
  return `${siteUrl}${route}`
}

async function headOf(page: Page, route: string) {
  await page.goto(route)
  return page.evaluate(() => {
    const meta = (key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta("description"),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: meta("robots"),
      og: Object.fromEntries(
        ["og:title", "og:description", "og:type", "og:locale", "og:url", "og:image", "og:image:width", "og:image:height", "og:image:alt"].map((key) => [
          key,
          meta(key),
        ]),
      ),
      twitterCard: meta("twitter:card"),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? "")),
    }
  })
}

test("the build has a page for every page the content makes, and no other", () => {
  const expected = pages.flatMap(({ alternates }) => alternates.map((alternate) => alternate.path))
  expect(routes).toEqual(expected.sort())
})

test("every page has a unique title, a description of the right length, its own canonical and sharing tags", async ({ page }) => {
  test.setTimeout(120_000)
  const titles = new Set<string>()
  for (const route of routes) {
    const head = await headOf(page, route)
    const { locale } = splitLocalizedPath(route)
    expect(head.lang, route).toBe(locale)
    const name = locale === "en" ? site.name : readContent<{ name: string }>(`${locale}/site.yaml`).name
    expect(head.title.endsWith(` | ${name}`), route).toBe(true)
    expect(titles.has(head.title), `${route} repeats the title "${head.title}"`).toBe(false)
    titles.add(head.title)
    expect(head.description?.length, route).toBeGreaterThanOrEqual(70)
    expect(head.description?.length, route).toBeLessThanOrEqual(160)
    expect(head.canonical, route).toBe(canonicalOf(route))
    expect(head.robots, route).toBe(unlisted.has(route) ? "noindex" : null)
    expect(head.og, route).toEqual({
      "og:title": head.title,
      "og:description": head.description,
      // An article is an article to WhatsApp and search engines; its dates are checked in articles.spec.ts.
      "og:type": /^\/(mr\/|hi\/)?articles\/./.test(route) ? "article" : "website",
      "og:locale": ogLocales[locale],
      "og:url": canonicalOf(route),
      "og:image": `${siteUrl}${shareCardPath(route)}`,
      "og:image:width": "1200",
      "og:image:height": "630",
      // The card's words, in the page's language: its title and the centre's name.
      "og:image:alt": `${head.title.slice(0, -` | ${name}`.length)} – ${name}`,
    })
    expect(head.twitterCard, route).toBe("summary_large_image")
  }
})

// Gatsby also writes each 404 page at /404 (/mr/404), where it is served with status 200.
test("the 404 pages ask search engines not to index them and name no address of their own", async ({ page }) => {
  for (const route of builtNotFoundPages().flatMap((file) => [file, file.replace(/\.html$/, "")])) {
    const head = await headOf(page, route)
    expect({ robots: head.robots, canonical: head.canonical, url: head.og["og:url"] }, route).toEqual({ robots: "noindex", canonical: null, url: null })
  }
})

test("every page's share card is its own, served as a JPEG of 1200 by 630 under 300 KB; a 404 page shares the site's", async ({ page, request }) => {
  test.setTimeout(120_000)
  const cards = new Map<string, string>()
  for (const route of routes) {
    const card = path.join(__dirname, "../public", shareCardPath(route))
    expect(await sharp(card).metadata(), route).toMatchObject({ width: 1200, height: 630, format: "jpeg" })
    expect(fs.statSync(card).size, route).toBeLessThan(300 * 1024)
    const digest = crypto.createHash("sha256").update(fs.readFileSync(card)).digest("hex")
    expect(cards.get(digest), `${route} shares the card of ${cards.get(digest)}`).toBeUndefined()
    cards.set(digest, route)
  }
  const response = await request.get(shareCardPath("/mr/"))
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("image/jpeg")
  const { og } = await headOf(page, builtNotFoundPages()[0])
  expect(og["og:image"]).toMatch(new RegExp(`^${siteUrl}/static/.+\\.jpg$`))
})

test("/ describes the clinic and the website; its opening hours are the ones shown on /contact", async ({ page }) => {
  const { jsonLd } = await headOf(page, "/")
  const clinic = jsonLd.find((data) => data["@type"] === "MedicalClinic")
  expect(jsonLd.map((data) => data["@type"]).sort()).toEqual(["MedicalClinic", "WebSite"])
  expect(clinic).toMatchObject({
    "@context": "https://schema.org",
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512x512.png`,
    telephone: site.phones.calls,
    email: site.email,
    foundingDate: String(site.established),
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
    },
    medicalSpecialty: expect.arrayContaining(["Ayurveda"]),
  })
  expect(clinic.openingHoursSpecification).toEqual(site.hours.map((hours) => ({ "@type": "OpeningHoursSpecification", ...hours })))

  await page.goto("/contact")
  const contactLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")))
  expect(contactLd).toEqual([clinic])
  expect((await page.request.get(new URL(clinic.logo).pathname)).status()).toBe(200)
})

test("/doctor describes the founder as a Physician", async ({ page }) => {
  const { jsonLd } = await headOf(page, "/doctor")
  expect(jsonLd).toHaveLength(1)
  expect(jsonLd[0]).toMatchObject({
    "@type": "Physician",
    name: founder.name,
    url: `${siteUrl}/doctor`,
    description: expect.stringContaining(founder.qualification),
  })
})

test("topic pages carry their breadcrumb trail (home, services, the page) beside their MedicalWebPage", async ({ page }) => {
  const [slug] = topicSlugs
  const { title } = readContent<{ title: string }>(`topics/${slug}.yaml`)
  const { header } = readContent<{ header: { label: string; to: string }[] }>("navigation.yaml")
  const labelOf = (to: string) => header.find((link) => link.to === to)!.label
  const { jsonLd } = await headOf(page, `/${slug}`)
  expect(jsonLd.map((data) => data["@type"])).toEqual(["MedicalWebPage", "BreadcrumbList"])
  expect(jsonLd.slice(1)).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: labelOf("/"), item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: labelOf("/services"), item: `${siteUrl}/services` },
        { "@type": "ListItem", position: 3, name: title, item: `${siteUrl}/${slug}` },
      ],
    },
  ])
})

test("the sitemap lists exactly the built pages, and robots.txt allows all and names it", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
  const listed: string[] = []
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text()
    listed.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc))
  }
  expect(unlisted.size).toBeGreaterThan(0)
  expect(listed.sort()).toEqual(
    routes
      .filter((route) => !unlisted.has(route))
      .map(canonicalOf)
      .sort(),
  )

  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain("User-agent: *\nAllow: /")
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
})

test("added to a home screen from a page, the app has the name of the page's language and opens at its home page", async ({ page, request }) => {
  for (const locale of ["en", "mr", "hi"] as const) {
    const words = readContent<{ name: string; logoText: string }>(locale === "en" ? "site.yaml" : `${locale}/site.yaml`)
    const home = locale === "en" ? "/" : `/${locale}/`
    await page.goto(`${home}about`.replace("//", "/"))
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    const manifest = await (await request.get(href!)).json()
    expect(manifest, locale).toMatchObject({ name: words.name, short_name: words.logoText, start_url: home, lang: localeTags[locale] })
    for (const icon of manifest.icons) expect((await request.get(new URL(icon.src, new URL(href!, "http://site/")).pathname)).status(), icon.src).toBe(200)
  }
})

test("the web manifest and the icons come from the one logo", async ({ page, request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json()
  expect(manifest).toMatchObject({ name: site.name, start_url: "/", lang: "en-IN" })
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  await page.goto("/")
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).first().getAttribute("href")
    expect((await request.get(href!)).status(), selector).toBe(200)
  }
  // With their sizes declared, Chrome downloads the SVG alone instead of every favicon while the page loads.
  const favicons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => [link.getAttribute("type"), link.getAttribute("sizes")]))
  expect(favicons).toContainEqual(["image/svg+xml", "any"])
  for (const [type, sizes] of favicons) expect(sizes, `${type} favicon`).toBeTruthy()
})
