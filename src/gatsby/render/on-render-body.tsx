import React from "react"
import type { GatsbySSR } from "gatsby"
import martelLatin700 from "@fontsource/martel/files/martel-latin-700-normal.woff2"
// Cut to the letters Marathi and Hindi write, before the build starts (src/gatsby/fonts/devanagari-fonts.ts).
import devanagari400 from "../../../.cache/fonts/noto-sans-devanagari-400.woff2"
import devanagari700 from "../../../.cache/fonts/noto-sans-devanagari-700.woff2"
import { defaultLocale, splitLocalizedPath } from "../../lib/locales"

/**
 * The page's language on <html>, from its address, and its fonts preloaded so they start with the HTML (see
 * src/styles/fonts.scss): Martel for English headings; Noto Sans Devanagari for Marathi and Hindi text. English pages
 * load no Devanagari font at all.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { locale } = splitLocalizedPath(pathname)
  const fonts = locale === defaultLocale ? [martelLatin700] : [devanagari700, devanagari400]
  setHtmlAttributes({ lang: locale })
  setHeadComponents(fonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />))
}
