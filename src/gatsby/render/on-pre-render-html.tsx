import React from "react"
import type { GatsbySSR } from "gatsby"

type LinkProps = React.LinkHTMLAttributes<HTMLLinkElement>

/**
 * A favicon link with its sizes. gatsby-plugin-manifest links its PNG and SVG favicons without them, and Chrome then
 * downloads both while the page is still loading: on slow 4G a round trip taken from the first paint. Told that the
 * SVG fits any size, Chrome fetches only it; browsers without SVG favicons keep the PNG, whose size its file name
 * carries (favicon-32x32.png).
 */
function withFaviconSizes(element: React.ReactNode): React.ReactNode {
  if (!React.isValidElement<LinkProps>(element) || element.type !== "link") return element
  const { rel, type, href, sizes } = element.props
  if (rel !== "icon" || sizes) return element
  const size = type === "image/svg+xml" ? "any" : href?.match(/-(\d+x\d+)\.png$/)?.[1]
  return size ? React.cloneElement(element, { sizes: size }) : element
}

/**
 * Gatsby's page runtime at the end of the body: the script naming the page for its loader, and the slice its script
 * tags are stitched into (app, framework, webpack runtime). No built page loads it: each is its HTML, plus the islands'
 * script where it holds islands (under `gatsby develop` the runtime stays, and renders the whole page).
 */
function isPageRuntime(element: React.ReactNode): boolean {
  if (!React.isValidElement<{ id?: string; sliceId?: string }>(element)) return false
  return element.props.id === "gatsby-script-loader" || element.props.sliceId === "_gatsby-scripts"
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(getHeadComponents().map(withFaviconSizes))
  if (process.env.NODE_ENV !== "production") return
  const body = getPostBodyComponents()
  if (body.filter(isPageRuntime).length !== 2) {
    throw new Error(
      `${pathname}: Gatsby's page runtime is no longer the "gatsby-script-loader" script and the "_gatsby-scripts" slice at the end of the body, ` +
        "so it could not be left out. Gatsby's output has changed: update src/gatsby/render/on-pre-render-html.tsx (docs/architecture.md).",
    )
  }
  replacePostBodyComponents(body.filter((element) => !isPageRuntime(element)))
}
