import type { GatsbyBrowser } from "gatsby"

/**
 * When the app first starts, the page stays where the visitor has scrolled it. Gatsby would restore the position it
 * kept for this address earlier in the visit, but the scripts start only after the page has loaded
 * (src/gatsby/output/defer-app-scripts.ts), by when the visitor may be reading or tapping a link, which then jumped
 * away under their finger. The browser itself restores the position on a reload or Back; navigations inside the app
 * keep Gatsby's behaviour.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps }) => prevRouterProps !== undefined
