import React from "react"
import { Helmet } from "react-helmet"
import { usePageContent } from "../hooks/page-content"
import { useSiteAddresses } from "../hooks/use-site-addresses"
import { defaultLocale, ogLocales } from "../lib/locales"
import { normalizePath } from "../lib/paths"
import { shareCardPath, shareCardSize } from "../lib/share-card"
import { serializeJsonLd } from "../lib/structured-data"

interface SeoProps {
  title: string
  description: string
  /**
   * The page's own address. The 404 page has none: it answers every unknown address, so it names no canonical
   * address and asks search engines not to index it.
   */
  path?: string
  /** An article's dates, for og:type article. */
  article?: { published: string; modified: string }
  structuredData?: readonly Record<string, unknown>[]
  /** A page search engines should leave out (the offline page). */
  unlisted?: boolean
}

/**
 * Everything a page puts in its head: its language, title, description, its own canonical address, every other
 * language's version of it (hreflang, with x-default for English), sharing tags and JSON-LD. A page with an address
 * shares its own card, its title in its language (drawn after the build, core/outputs/share-cards); a 404 page
 * the site's.
 */
export function Seo({ title, description, path, article, structuredData = [], unlisted = false }: SeoProps) {
  const { site, locale, alternates } = usePageContent()
  const { siteUrl, image, imageWidth, imageHeight } = useSiteAddresses()
  const fullTitle = `${title} | ${site.name}`
  const own = alternates.find((alternate) => alternate.locale === locale)?.path ?? (path && normalizePath(path))
  const url = own && `${siteUrl}${own}`
  const english = alternates.find((alternate) => alternate.locale === defaultLocale)
  const card = own
    ? { src: `${siteUrl}${shareCardPath(own)}`, ...shareCardSize, alt: `${title} – ${site.name}` }
    : { src: image, width: imageWidth, height: imageHeight, alt: site.name }
  return (
    <Helmet htmlAttributes={{ lang: locale }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {(!url || unlisted) && <meta name="robots" content="noindex" />}
      {alternates.map(({ locale: language, path: alternatePath }) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${siteUrl}${alternatePath}`} />
      ))}
      {english && <link rel="alternate" hrefLang="x-default" href={`${siteUrl}${english.path}`} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article && <meta property="article:modified_time" content={article.modified} />}
      <meta property="og:locale" content={ogLocales[locale]} />
      {alternates
        .filter((alternate) => alternate.locale !== locale)
        .map(({ locale: language }) => (
          <meta key={language} property="og:locale:alternate" content={ogLocales[language]} />
        ))}
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:image" content={card.src} />
      <meta property="og:image:width" content={String(card.width)} />
      <meta property="og:image:height" content={String(card.height)} />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={card.src} />
      <meta name="twitter:image:alt" content={card.alt} />
      {structuredData.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  )
}
