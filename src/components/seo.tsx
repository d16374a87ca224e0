import React from "react"
import { Helmet } from "react-helmet"
import { useSite } from "../hooks/use-site"
import { useSiteAddresses } from "../hooks/use-site-addresses"
import { normalizePath } from "../lib/paths"
import { serializeJsonLd } from "../lib/structured-data"

interface SeoProps {
  title: string
  description: string
  path: string
  structuredData?: readonly Record<string, unknown>[]
}

/** Everything a page puts in its head: title, description, canonical address, sharing tags and JSON-LD. */
export function Seo({ title, description, path, structuredData = [] }: SeoProps) {
  const site = useSite()
  const { siteUrl, image, imageWidth, imageHeight } = useSiteAddresses()
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
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(imageWidth)} />
      <meta property="og:image:height" content={String(imageHeight)} />
      <meta property="og:image:alt" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  )
}
