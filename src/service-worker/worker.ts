// The site's service worker (/sw.js, written by src/gatsby/output/write-service-worker.ts): pages come from the
// network first, so a visitor online always reads this deploy's words; each page and file read is kept, and read from
// the phone when the network fails; an address not kept gets the offline page in its language, listing the pages kept.
// It stores nothing but this site's own pages and files, and leaves the editor (/admin) alone.
import { localeOfPath, titleOf, withKeptPages, type KeptPage } from "./kept-pages"
import { worker } from "./worker-scope"

/** Set by the build: this deploy's version, the islands' code, and the offline page of each language. */
declare const VERSION: string
declare const PRECACHE: string[]
declare const OFFLINE_PAGES: Record<string, string>

/** What this deploy brings with it, replaced by the next deploy's. */
const deployCache = `deploy-${VERSION}`
/** What the visitor read, kept across deploys; a page read again replaces its copy. */
const keptCache = "kept"

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(deployCache)
      .then((cache) => cache.addAll([...PRECACHE, ...Object.values(OFFLINE_PAGES)]))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== deployCache && name !== keptCache).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim())
      .then(() => keepOpenPages()),
  )
})

/** The pages open when the worker first starts were loaded without it: they are kept too, the page first read above all. */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(keptCache)
  for (const { url } of await worker.clients.matchAll({ type: "window" })) {
    const { origin, pathname } = new URL(url)
    if (origin === worker.location.origin && !pathname.startsWith("/admin")) await cache.add(url).catch(() => undefined)
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== "GET" || url.origin !== worker.location.origin || url.pathname.startsWith("/admin")) return
  if (request.mode === "navigate") event.respondWith(page(request, url))
  else if (/^\/(islands|static)\//.test(url.pathname)) event.respondWith(unchangingFile(request))
  else event.respondWith(fromNetworkOrKept(request).then((response) => response ?? Response.error()))
})

/** The network's answer, kept for later when it is a good one; else the copy kept from before, if any. */
async function fromNetworkOrKept(request: Request): Promise<Response | undefined> {
  try {
    const response = await fetch(request)
    if (response.ok && response.type === "basic") {
      const copy = response.clone()
      void caches.open(keptCache).then((cache) => cache.put(request, copy))
    }
    return response
  } catch {
    return caches.match(request)
  }
}

/** A file whose name carries its content's hash never changes: kept, it is read from the phone. */
async function unchangingFile(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? (await fromNetworkOrKept(request)) ?? Response.error()
}

async function page(request: Request, url: URL): Promise<Response> {
  const response = await fromNetworkOrKept(request)
  if (response) return response
  const locale = localeOfPath(url.pathname)
  const offline = await caches.match(OFFLINE_PAGES[locale] ?? OFFLINE_PAGES.en)
  if (!offline) return Response.error()
  const html = withKeptPages(await offline.text(), await keptPages(locale))
  // The body is new: the kept answer's length and encoding no longer describe it.
  const headers = new Headers(offline.headers)
  for (const name of ["content-length", "content-encoding"]) headers.delete(name)
  return new Response(html, { status: 503, headers })
}

/** The pages kept on this phone in a language, with their titles. */
async function keptPages(locale: string): Promise<KeptPage[]> {
  const cache = await caches.open(keptCache)
  const pages: KeptPage[] = []
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url)
    if (localeOfPath(pathname) !== locale || Object.values(OFFLINE_PAGES).includes(pathname)) continue
    const response = await cache.match(request)
    if (!response?.headers.get("content-type")?.includes("text/html")) continue
    pages.push({ path: pathname, title: titleOf(await response.text()) })
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title))
}
