import { defineConfig } from "@playwright/test"

const port = 9000
const baseURL = `http://127.0.0.1:${port}`

// The browser suite runs against the production build (npm run build), served on loopback as Netlify would serve
// it, in Debian's Chromium.
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    // A service worker answers a page's requests before page.route sees them: the offline tests allow it
    // (e2e/offline.spec.ts), the others test the pages as the network serves them.
    serviceWorkers: "block",
  },
  webServer: {
    // The build as Netlify serves it: its _headers (each page's CSP) and its _redirects (404 pages).
    command: `node scripts/serve.mjs --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
