// The site's service worker (/sw.js, written by core/outputs/service-worker.ts): pages come from the
// network first, so a visitor online always reads this deploy's words; each page and file read is kept, and read from
// the phone when the network fails; an address not kept gets the offline page in its language, listing the pages kept.
// It stores nothing but this site's own pages and files, and leaves the editor (/admin) alone.
import { isServerError, localeOfPath, sitePath, titleOf, withKeptPages, type KeptPage } from "./kept-pages"
import { worker, type ExtendableEvent } from "./worker-scope"

/** Set by the build: this deploy's version, the islands' code, and the offline page of each language. */
declare const VERSION: string
declare const PRECACHE: string[]
declare const OFFLINE_PAGES: Record<string, string>

/** What this deploy brings with it, replaced by the next deploy's. */
const deployCache = `deploy-${VERSION}`
/** What the visitor read, kept across deploys; a page read again replaces its copy. */
const keptCache = "kept"
/** The most entries kept: the oldest go first, so a phone's storage holds what was read lately. */
const mostKept = 300

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
    retireOldDeploys()
      .then(() => worker.clients.claim())
      .then(() => keepOpenPages()),
  )
})

/**
 * An older deploy's files go, but its islands are kept with the pages read: a page kept from that deploy still asks
 * for them by their old names, offline or in a tab left open.
 */
async function retireOldDeploys(): Promise<void> {
  const kept = await caches.open(keptCache)
  for (const name of await caches.keys()) {
    if (name === deployCache || name === keptCache) continue
    const old = await caches.open(name)
    for (const request of await old.keys()) {
      const response = await old.match(request)
      if (response && new URL(request.url).pathname.startsWith("/islands/")) await kept.put(request, response)
    }
    await caches.delete(name)
  }
}

/** The pages open when the worker first starts were loaded without it: they are kept too, the page first read above all. */
async function keepOpenPages(): Promise<void> {
  for (const { url } of await worker.clients.matchAll({ type: "window" })) {
    const { origin, pathname } = new URL(url)
    if (origin !== worker.location.origin || pathname.startsWith("/admin")) continue
    const response = await fetch(pageAddress(url)).catch(() => undefined)
    if (response) await keep(pageAddress(url), response)
  }
}

worker.addEventListener("fetch", (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== "GET" || url.origin !== worker.location.origin || url.pathname.startsWith("/admin")) return
  if (request.mode === "navigate") event.respondWith(page(event, request))
  else if (/^\/(islands|static)\//.test(url.pathname)) event.respondWith(unchangingFile(event, request))
  else event.respondWith(fromNetworkOrKept(event, request, request.url).then((response) => response ?? Response.error()))
})

/** A page is kept under its address alone: /about?fbclid=... from a shared link is /about, and //about is /about. */
const pageAddress = (url: string) => {
  const { origin, pathname } = new URL(url)
  return `${origin}${sitePath(pathname)}`
}

/** Keeps a good, direct answer (not an error, nor one that followed a redirect), trimming the oldest beyond mostKept. */
async function keep(address: string, response: Response): Promise<void> {
  if (!response.ok || response.type !== "basic" || response.redirected) return
  const cache = await caches.open(keptCache)
  await cache.delete(address)
  await cache.put(address, response)
  const entries = await cache.keys()
  await Promise.all(entries.slice(0, Math.max(0, entries.length - mostKept)).map((entry) => cache.delete(entry)))
}

/** The network's answer, kept for later; else, when it fails or answers with a server's error, the copy kept from before. */
async function fromNetworkOrKept(event: ExtendableEvent, request: Request, address: string): Promise<Response | undefined> {
  const kept = async () => (await caches.open(keptCache)).match(address)
  try {
    const response = await fetch(request)
    if (isServerError(response)) return (await kept()) ?? response
    event.waitUntil(keep(address, response.clone()))
    return response
  } catch {
    return kept()
  }
}

/** A file whose name carries its content's hash never changes: kept, it is read from the phone. */
async function unchangingFile(event: ExtendableEvent, request: Request): Promise<Response> {
  return (await caches.match(request)) ?? (await fromNetworkOrKept(event, request, request.url)) ?? Response.error()
}

async function page(event: ExtendableEvent, request: Request): Promise<Response> {
  const response = await fromNetworkOrKept(event, request, pageAddress(request.url))
  if (response) return response
  const offlinePage = OFFLINE_PAGES[localeOfPath(new URL(request.url).pathname)] ?? OFFLINE_PAGES.en
  const offline = await (await caches.open(deployCache)).match(offlinePage)
  if (!offline) return Response.error()
  const html = withKeptPages(await offline.text(), await keptPages(localeOfPath(offlinePage)))
  // A new body, sent with only what describes it: its type and the offline page's own CSP.
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" })
  const policy = offline.headers.get("Content-Security-Policy")
  if (policy) headers.set("Content-Security-Policy", policy)
  return new Response(html, { status: 503, headers })
}

/** The pages kept on this phone in a language, with their titles; the offline pages themselves are no reading. */
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
