import React from "react"
import type { GatsbySSR } from "gatsby"
// Written before the pages are rendered (src/gatsby/fonts/heading-font.ts, src/gatsby/islands/on-post-bootstrap.ts).
import martelLatin700 from "../../../.prebuilt/fonts/martel-latin-700.woff2"
import islandsManifest from "../../../.cache/islands/manifest.json"
import { defaultLocale, splitLocalizedPath } from "../../lib/locales"

// Behind the page's text, fonts and images in the connection's queue. React 18's types do not know fetchpriority yet.
const lowPriority = { fetchpriority: "low" }

/**
 * The page's language on <html>, from its address; on an English page its heading font preloaded, so that it starts
 * with the HTML (see src/styles/fonts.scss; Marathi and Hindi text is in the phone's own Noto Sans Devanagari where it
 * has it); and, in the build, the page's one script (src/islands/client.ts), which fetches the code of the islands the
 * page holds (under `gatsby develop` Gatsby's own runtime renders the whole page in the browser).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  const { locale } = splitLocalizedPath(pathname)
  setHtmlAttributes({ lang: locale })
  if (locale === defaultLocale) {
    setHeadComponents([<link key="heading-font" rel="preload" href={martelLatin700} as="font" type="font/woff2" crossOrigin="anonymous" />])
  }
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<script key="islands" type="module" src={islandsManifest.client} {...lowPriority} />])
}
