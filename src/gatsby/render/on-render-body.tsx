import React from "react"
import type { GatsbySSR } from "gatsby"
import martelLatin700 from "@fontsource/martel/files/martel-latin-700-normal.woff2"
// Cut to what Marathi and Hindi pages write, before the build starts (src/gatsby/fonts/devanagari-font.ts).
import devanagari from "../../../.cache/fonts/noto-sans-devanagari.woff2"
import { defaultLocale, splitLocalizedPath } from "../../lib/locales"

/**
 * The page's language on <html>, from its address, and its font preloaded so it starts with the HTML (see
 * src/styles/fonts.scss): Martel for English headings; Noto Sans Devanagari for Marathi and Hindi text. English pages
 * load no Devanagari font at all.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { locale } = splitLocalizedPath(pathname)
  const font = locale === defaultLocale ? martelLatin700 : devanagari
  setHtmlAttributes({ lang: locale })
  setHeadComponents([<link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />])
}
