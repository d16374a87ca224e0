// The kill switch (README, "Offline"): built with SERVICE_WORKER=off, /sw.js becomes this worker, which takes over from
// the one a phone has, deletes everything it kept, unregisters itself and reloads the site's open pages from the
// network, as if no worker had ever been there.
import { worker } from "./worker-scope"

worker.addEventListener("install", () => void worker.skipWaiting())

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => worker.registration.unregister())
      .then(() => worker.clients.matchAll({ type: "window" }))
      .then((windows) => Promise.all(windows.map((window) => window.navigate(window.url)))),
  )
})
