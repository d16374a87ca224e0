// The one script every page loads (src/gatsby/render/on-render-body.tsx). The islands wait for the page's load event,
// so that nothing of theirs competes with the text, the fonts and the first image for a slow connection.
import { closePopoversOnLeave } from "./close-popovers-on-leave"

closePopoversOnLeave(window)
const start = () => import("./start-islands").then(({ startIslands }) => startIslands(document))
if (document.readyState === "complete") start()
else window.addEventListener("load", start, { once: true })
