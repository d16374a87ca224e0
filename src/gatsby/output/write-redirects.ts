import fs from "fs"
import path from "path"
import { localizedPath, type Locale } from "../../lib/locales"

/**
 * public/_redirects, which Netlify applies before netlify.toml and scripts/serve.mjs follows too: any address with no
 * page answers 404 with the 404 page of its language (/mr/anything gets /mr/404.html), so every server agrees.
 */
export function redirectRules(locales: readonly Locale[]): string {
  // Netlify uses the first rule that matches, so English's "/*" comes last.
  const prefixes = locales.map((locale) => localizedPath("/", locale)).sort((a, b) => b.length - a.length)
  return prefixes.map((prefix) => `${prefix}*  ${prefix}404.html  404\n`).join("")
}

export function writeRedirects(publicDir: string, locales: readonly Locale[]) {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectRules(locales))
}
