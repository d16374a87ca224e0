import React from "react"
import type { GatsbySSR } from "gatsby"
// Written before the pages are rendered (src/gatsby/islands/on-post-bootstrap.ts).
import islandsManifest from "../../../.cache/islands/manifest.json"
import { splitLocalizedPath } from "../../lib/locales"

// Behind the page's text, fonts and images in the connection's queue. React 18's types do not know fetchpriority yet.
const lowPriority = { fetchpriority: "low" }

/**
 * The page's language on <html>, from its address, and, in the build, the page's one script (src/islands/client.ts),
 * which fetches the code of the islands the page holds (under `gatsby develop` Gatsby's own runtime renders the whole
 * page in the browser). No font is preloaded (src/styles/fonts.scss).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: splitLocalizedPath(pathname).locale })
  if (process.env.NODE_ENV === "production") setPostBodyComponents([<script key="islands" type="module" src={islandsManifest.client} {...lowPriority} />])
}
