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

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().map(withFaviconSizes))
}
