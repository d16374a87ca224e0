// The one script every page loads (src/gatsby/render/on-render-body.tsx).
import { closePopoversOnLeave } from "./close-popovers-on-leave"
import { startIslands } from "./start-islands"

closePopoversOnLeave(window)
startIslands(document)
