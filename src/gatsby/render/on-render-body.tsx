import React from "react"
import type { GatsbySSR } from "gatsby"
import martelLatin700 from "@fontsource/martel/files/martel-latin-700-normal.woff2"
// Cut to what Marathi and Hindi pages write, before the build starts (src/gatsby/fonts/devanagari-font.ts).
import devanagari from "../../../.cache/fonts/noto-sans-devanagari.woff2"
// Written before the pages are rendered (src/gatsby/islands/on-post-bootstrap.ts).
import islandsManifest from "../../../.cache/islands/manifest.json"
import { defaultLocale, splitLocalizedPath } from "../../lib/locales"

/**
 * The page's language on <html>, from its address; its font preloaded so it starts with the HTML (see
 * src/styles/fonts.scss): Martel for English headings, Noto Sans Devanagari for Marathi and Hindi text, so English pages
 * load no Devanagari font at all; and, in the build, the page's one script (src/islands/client.ts), which fetches the
 * code of the islands the page holds (under `gatsby develop` Gatsby's own runtime renders the whole page in the browser).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  const { locale } = splitLocalizedPath(pathname)
  const font = locale === defaultLocale ? martelLatin700 : devanagari
  setHtmlAttributes({ lang: locale })
  setHeadComponents([<link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />])
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<script key="islands" type="module" src={islandsManifest.client} />])
}
