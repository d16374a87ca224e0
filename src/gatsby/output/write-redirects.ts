import fs from "fs"
import path from "path"
import { localizedPath, type Locale } from "../../lib/locales"

/** Any address with no page answers 404 with the 404 page of its language (/mr/anything gets /mr/404.html). */
export function notFoundRules(locales: readonly Locale[]): string {
  // Netlify uses the first rule that matches, so English's "/*" comes last.
  const prefixes = locales.map((locale) => localizedPath("/", locale)).sort((a, b) => b.length - a.length)
  return prefixes.map((prefix) => `${prefix}*  ${prefix}404.html  404\n`).join("")
}

/**
 * public/_redirects, which Netlify applies where no file answers an address, and scripts/serve.mjs follows too: the
 * moved pages' rules, then the 404 pages', which match every address and so come last.
 */
export function writeRedirects(publicDir: string, { moved, notFound }: { moved: string; notFound: string }) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), moved + notFound)
}
