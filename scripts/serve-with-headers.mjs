// Serves public/ on loopback the way Netlify would: pretty URLs (/about -> about/index.html), the 404 page
// with status 404, and the headers in public/_headers. Used by the browser tests of the security headers.
// Usage: node scripts/serve-with-headers.mjs [--port 9001]
import fs from "node:fs"
import http from "node:http"
import path from "node:path"

const publicDir = path.resolve("public")
const portIndex = process.argv.indexOf("--port")
const port = portIndex === -1 ? 9001 : Number(process.argv[portIndex + 1])

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
}

/** The rules of a _headers file: a path line, then indented "Name: value" lines. */
function readHeaderRules() {
  const rules = []
  for (const line of fs.readFileSync(path.join(publicDir, "_headers"), "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(":")
    rules[rules.length - 1].headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return rules
}

const matches = (pattern, urlPath) =>
  pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath

function fileFor(urlPath) {
  const candidate = path.join(publicDir, decodeURIComponent(urlPath))
  if (!candidate.startsWith(publicDir)) return null
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  const index = path.join(candidate, "index.html")
  return fs.existsSync(index) ? index : null
}

const rules = readHeaderRules()
http
  .createServer((request, response) => {
    const urlPath = new URL(request.url, "http://localhost").pathname
    const file = fileFor(urlPath)
    const status = file ? 200 : 404
    const served = file ?? path.join(publicDir, "404.html")
    const headers = { "Content-Type": types[path.extname(served)] ?? "application/octet-stream" }
    for (const rule of rules) {
      if (matches(rule.path, file ? urlPath : "/404.html")) Object.assign(headers, rule.headers)
    }
    response.writeHead(status, headers)
    fs.createReadStream(served).pipe(response)
  })
  .listen(port, "127.0.0.1", () => console.log(`Serving public/ with its _headers on http://127.0.0.1:${port}`))
