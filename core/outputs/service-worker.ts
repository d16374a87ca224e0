import crypto from "crypto"
import fs from "fs"
import path from "path"
import { build } from "esbuild"
import { localizedPath, locales } from "../../src/lib/locales"
import type { BuiltPage } from "./built-pages"

const serviceWorker = path.resolve("src/service-worker/worker.ts")
const retiringWorker = path.resolve("src/service-worker/retire.ts")

/**
 * Writes /sw.js: the offline worker, given this deploy's islands (kept on install, so the booking form works offline)
 * and the offline page of each language the build has one in, under a version that changes whenever any of them does,
 * so that a phone takes up the new worker on its next visit. With `retire`, the kill switch instead.
 */
export async function writeServiceWorker(publicDir: string, pages: readonly BuiltPage[], { retire }: { retire: boolean }): Promise<void> {
  const precache = fs
    .readdirSync(path.join(publicDir, "islands"))
    .sort()
    .map((file) => `/islands/${file}`)
  const offline = locales.flatMap((locale) => {
    const address = localizedPath("/offline", locale)
    const page = pages.find(({ file }) => file === `${address.slice(1)}/index.html`)
    return page ? [{ locale, address, html: page.html }] : []
  })
  const offlinePages = Object.fromEntries(offline.map(({ locale, address }) => [locale, address]))
  const version = crypto.createHash("sha256").update(JSON.stringify(precache))
  for (const { html } of offline) version.update(html)
  await build({
    entryPoints: [retire ? retiringWorker : serviceWorker],
    outfile: path.join(publicDir, "sw.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    define: {
      VERSION: JSON.stringify(version.digest("hex").slice(0, 12)),
      PRECACHE: JSON.stringify(precache),
      OFFLINE_PAGES: JSON.stringify(offlinePages),
    },
    logLevel: "warning",
  })
}
