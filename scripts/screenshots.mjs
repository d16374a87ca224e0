// Full-page screenshots of routes at phone and desktop widths, for looking at the site as a visitor does.
// Usage: node scripts/screenshots.mjs [route ...]   (with the site served on http://127.0.0.1:9000)
import fs from "node:fs"
import { chromium } from "@playwright/test"

const base = process.env.BASE_URL ?? "http://127.0.0.1:9000"
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"]
const outDir = "reports/screenshots"
fs.mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" })
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" })
    const file = `${outDir}/${route.replace(/\W+/g, "_") || "home"}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    console.log(`${file}${overflow > 0 ? `  (overflows by ${overflow}px)` : ""}`)
  }
  await page.close()
}
await browser.close()
