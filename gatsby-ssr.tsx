import React from "react"
import type { GatsbySSR } from "gatsby"
import martelLatin700 from "@fontsource/martel/files/martel-latin-700-normal.woff2"
import muktaLatin400 from "@fontsource/mukta/files/mukta-latin-400-normal.woff2"
import muktaLatin600 from "@fontsource/mukta/files/mukta-latin-600-normal.woff2"

export { wrapPageElement } from "./src/wrap-page-element"

// Every Latin font a page uses starts downloading with the HTML, so text is painted once, in time for
// font-display: optional, and before the scripts have arrived.
const preloadedFonts = [muktaLatin400, muktaLatin600, martelLatin700]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...preloadedFonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // Without JavaScript the menu toggle cannot work, so the navigation is shown open and the toggle hidden.
    <noscript key="menu-without-javascript">
      <style>{"@media (max-width:767.98px){[data-menu]{display:block!important}[data-menu-toggle]{display:none!important}}"}</style>
    </noscript>,
  ])
}
