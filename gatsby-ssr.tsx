import React from "react"
import type { GatsbySSR } from "gatsby"

export { wrapPageElement } from "./src/wrap-page-element"

// Without JavaScript the menu toggle cannot work, so the navigation is shown open and the toggle hidden.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <noscript key="menu-without-javascript">
      <style>{"@media (max-width:767.98px){[data-menu]{display:block!important}[data-menu-toggle]{display:none!important}}"}</style>
    </noscript>,
  ])
}
