// No built page loads Gatsby's browser bundle (each page is its HTML plus its islands, src/islands/), but Gatsby makes
// the one stylesheet every page inlines from it, so it must reach every component a page renders: the global styles
// and, through wrapPageElement, the frame's. Under `gatsby develop` it renders the pages in the browser.
import "./src/styles/fonts.scss"
import "./src/styles/global.scss"

export { wrapPageElement } from "./src/gatsby/render/wrap-page-element"
