// Serves public/ on loopback the way Netlify does: pretty URLs (/about -> about/index.html), the rules of
// public/_redirects for addresses with no page (a moved page's old address redirects to its new one; any other has its
// language's 404 page, with status 404), and the headers in public/_headers (each page's CSP among them), and text
// compressed as Netlify compresses it: with Brotli for a browser that accepts it (browsers ask for it over HTTPS and
// from 127.0.0.1), else with gzip. Brotli at its highest quality (11), which a CDN that compresses each file once and
// caches it can afford, and so does this server; Netlify does not say which it uses (docs/decisions/first-paint.md).
// `npm run serve`, the browser tests and the benchmark use it. With --tls it speaks HTTP/2 over TLS, as Netlify does,
// with a certificate it makes for 127.0.0.1 (openssl); a browser must be told to accept it. The benchmark serves so,
// since Lighthouse models the connections of HTTP/1.1 and HTTP/2 differently.
// Usage: node scripts/serve.mjs [--port 9000] [--tls] [--dir public]
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"

const dirIndex = process.argv.indexOf("--dir")
const publicDir = path.resolve(dirIndex === -1 ? "public" : process.argv[dirIndex + 1])
const portIndex = process.argv.indexOf("--port")
const port = portIndex === -1 ? 9000 : Number(process.argv[portIndex + 1])
const tls = process.argv.includes("--tls")

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

const compressible = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".xml", ".txt", ".svg"])

const lines = (file) => fs.readFileSync(path.join(publicDir, file), "utf8").split("\n")

/** The rules of a _headers file: a path line, then indented "Name: value" lines. */
function readHeaderRules() {
  const rules = []
  for (const line of lines("_headers")) {
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

/** The rules of a _redirects file: "from to status" per line, the first that matches wins. */
function readRedirectRules() {
  return lines("_redirects")
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to]) => from && to && !from.startsWith("#"))
    .map(([from, to, status = "301"]) => ({ from, to, status: Number(status) }))
}

// Like Netlify, a rule matches an address with or without a slash at its end.
const matches = (pattern, urlPath) => (pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath || `${pattern}/` === urlPath)

function fileFor(urlPath) {
  const candidate = path.join(publicDir, decodeURIComponent(urlPath))
  if (!candidate.startsWith(publicDir)) return null
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  const index = path.join(candidate, "index.html")
  return fs.existsSync(index) ? index : null
}

/** A key and a self-signed certificate for 127.0.0.1, valid for a day. */
function loopbackCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-tls-"))
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  )
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(dir, { recursive: true })
  return pair
}

const headerRules = readHeaderRules()
const redirectRules = readRedirectRules()
function respond(request, response) {
  const urlPath = new URL(request.url, "http://localhost").pathname
  const file = fileFor(urlPath)
  // Like Netlify, a rule only applies where no file is found (it does not shadow one).
  const rule = file ? undefined : redirectRules.find(({ from }) => matches(from, urlPath))
  if (rule && rule.status >= 300 && rule.status < 400) {
    response.writeHead(rule.status, { Location: rule.to })
    response.end()
    return
  }
  const served = file ?? (rule && fileFor(rule.to)) ?? path.join(publicDir, "404.html")
  const status = file ? 200 : (rule?.status ?? 404)
  const headerPath = file ? urlPath : (rule?.to ?? "/404.html")
  const headers = { "Content-Type": types[path.extname(served)] ?? "application/octet-stream" }
  for (const headerRule of headerRules) {
    if (matches(headerRule.path, headerPath)) Object.assign(headers, headerRule.headers)
  }
  const accepted = compressible.has(path.extname(served)) ? acceptedEncodings(request.headers["accept-encoding"]) : []
  const encoding = ["br", "gzip"].find((name) => accepted.includes(name))
  if (encoding) Object.assign(headers, { "Content-Encoding": encoding, Vary: "Accept-Encoding" })
  response.writeHead(status, headers)
  if (encoding) response.end(compressedFile(served, encoding))
  else fs.createReadStream(served).pipe(response)
}

const compressed = new Map()

/** A file compressed once, and again only once it has changed. (Compressing the editor's 2 MB at quality 11 takes seconds.) */
function compressedFile(file, encoding) {
  const { mtimeMs, size } = fs.statSync(file)
  const key = `${encoding} ${file}`
  const cached = compressed.get(key)
  if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached.body
  const compress = { br: zlib.brotliCompressSync, gzip: zlib.gzipSync }[encoding]
  const body = compress(fs.readFileSync(file))
  compressed.set(key, { mtimeMs, size, body })
  return body
}

/** The encodings an Accept-Encoding header allows ("gzip, br;q=0" allows gzip alone). */
function acceptedEncodings(header = "") {
  return header.split(",").flatMap((part) => {
    const [name, ...parameters] = part.trim().split(";")
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean)
    return quality !== undefined && Number(quality) === 0 ? [] : [name.trim()]
  })
}

const server = tls ? http2.createSecureServer({ ...loopbackCertificate(), allowHTTP1: true }, respond) : http.createServer(respond)
server.listen(port, "127.0.0.1", () => console.log(`Serving public/ as Netlify would on ${tls ? "https" : "http"}://127.0.0.1:${port}`))
