import React from "react"
import { Helmet } from "react-helmet"
import { useSite } from "../hooks/use-site"
import { useSiteUrl } from "../hooks/use-site-url"
import { normalizePath } from "../lib/paths"

interface SeoProps {
  title: string
  description: string
  path: string
}

/** Everything a page puts in its head: title, description, canonical address and sharing tags. */
export function Seo({ title, description, path }: SeoProps) {
  const site = useSite()
  const siteUrl = useSiteUrl()
  const fullTitle = `${title} | ${site.name}`
  const url = `${siteUrl}${normalizePath(path) === "/" ? "/" : normalizePath(path)}`
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </Helmet>
  )
}
