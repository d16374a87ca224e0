import React from "react"
import type { GatsbySSR } from "gatsby"
import martelLatin700 from "@fontsource/martel/files/martel-latin-700-normal.woff2"

// The heading font starts downloading with the HTML, so headings are painted once, in time for font-display: optional.
const preloadedFonts = [martelLatin700]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents(
    preloadedFonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  )
}
