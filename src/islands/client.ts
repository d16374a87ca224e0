// The one script every page loads (src/gatsby/render/on-render-body.tsx). The islands wait until the page has loaded
// and the browser is idle after painting it, so that nothing of theirs competes with the text, the fonts and the first
// image for a slow connection and processor (Safari has no requestIdleCallback, and waits a moment instead). A visitor
// who touches the screen or presses a key before then starts them at once. The offline service worker (/sw.js) is
// registered then too.
import { closePopoversOnLeave } from "./close-popovers-on-leave"

closePopoversOnLeave(window)
let started = false
const start = () => {
  if (started) return
  started = true
  void import("./start-islands").then(({ startIslands }) => startIslands(document))
  // A browser that refuses it (a private window, say) goes on without it.
  navigator.serviceWorker?.register("/sw.js").catch(() => undefined)
}
const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start, 200))
if (document.readyState === "complete") whenIdle()
else window.addEventListener("load", whenIdle, { once: true })
for (const type of ["pointerdown", "keydown"]) window.addEventListener(type, start, { once: true, passive: true })
