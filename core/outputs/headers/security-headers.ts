import crypto from "crypto"

type HeaderRule = { path: string; headers: Record<string, string> }

/** Sent with every response. netlify.toml repeats these (a test keeps the two equal). */
export const globalHeaderRule: HeaderRule = {
  path: "/*",
  headers: {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()",
  },
}

const immutable = "public, max-age=31536000, immutable"
const revalidate = "public, max-age=0, must-revalidate"

/**
 * Files whose names carry a content hash never change: the images and fonts, and the islands' code. The service
 * worker's name never changes, so no cache may keep it: a browser must see each deploy's worker, or its kill switch.
 */
export const cacheHeaderRules: HeaderRule[] = [
  { path: "/static/*", headers: { "Cache-Control": immutable } },
  { path: "/islands/*", headers: { "Cache-Control": immutable } },
  { path: "/sw.js", headers: { "Cache-Control": revalidate } },
]

/**
 * The rules by which a browser that can prefetches the pages a visitor is likely to open next (Speculation Rules): each
 * page names them in a header, so no inline script is needed. The file itself is static/speculation-rules.json.
 */
export const speculationRules = { path: "/speculation-rules.json", headers: { "Content-Type": "application/speculationrules+json" } }

/** The inline <script> elements that run (not JSON-LD data blocks), as the hashes a CSP allows them by. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}

/**
 * As strict as the site allows: everything from the site's own origin, scripts only from files or by hash,
 * styles may be inline (Gatsby inlines its CSS and the blurred image placeholders are inline styles).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src", "'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The offline service worker (/sw.js).
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/**
 * The browser editor at /admin (Sveltia CMS) talks to the Git host's API, shows pictures, runs workers and draws its
 * preview pane from blob: addresses; every other host stays closed, so its own attempts to reach a CDN fail quietly.
 * No public page gets this.
 */
export function editorContentSecurityPolicy(gitApiOrigin: string): string {
  return contentSecurityPolicy([])
    .replace("img-src 'self' data:", "img-src 'self' data: blob:")
    .replace("connect-src 'self'", `connect-src 'self' ${gitApiOrigin}; frame-src 'self' blob:`)
    .replace("worker-src 'self'", "worker-src 'self' blob:")
}

/**
 * A page's own rule: its CSP, HTML that is never served stale, and its speculation rules. A route may also be asked
 * for with a slash, or by its file (/about/index.html), as a host serves it. The editor's page is allowed to reach the
 * Git host it saves to, and prefetches nothing.
 */
export function pageHeaderRules(route: string, html: string, gitApiOrigin: string): HeaderRule[] {
  const headers: Record<string, string> = route.startsWith("/admin")
    ? { "Content-Security-Policy": editorContentSecurityPolicy(gitApiOrigin), "Cache-Control": revalidate }
    : {
        "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes(html)),
        "Cache-Control": revalidate,
        "Speculation-Rules": `"${speculationRules.path}"`,
      }
  const paths = route.endsWith(".html") ? [route] : route === "/" ? [route, "/index.html"] : [route, `${route}/`, `${route}/index.html`]
  return paths.map((path) => ({ path, headers }))
}

/** The _headers format read by Netlify and compatible hosts. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
    .join("\n")
    .concat("\n")
}
