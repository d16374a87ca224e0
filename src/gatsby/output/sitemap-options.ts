import { defaultLocale, type Alternate } from "../../lib/locales"

interface SitePage {
  path: string
  pageContext: { alternates?: Alternate[]; unlisted?: boolean } | null
}

interface SitemapPage extends SitePage {
  siteUrl: string
}

/**
 * gatsby-plugin-sitemap's options: every published page in every language, each with its alternates (hreflang, and
 * x-default for English). Pages without alternates (each language's 404 page, Gatsby's own) and unlisted pages (the
 * offline page) are left out.
 */
export const sitemapOptions = {
  query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
  resolvePages({ site, allSitePage }: { site: { siteMetadata: { siteUrl: string } }; allSitePage: { nodes: SitePage[] } }): SitemapPage[] {
    return allSitePage.nodes
      .filter(({ pageContext }) => (pageContext?.alternates?.length ?? 0) > 0 && !pageContext?.unlisted)
      .map((page) => ({ ...page, siteUrl: site.siteMetadata.siteUrl }))
  },
  serialize({ path, pageContext, siteUrl }: SitemapPage) {
    const alternates = pageContext?.alternates ?? []
    const english = alternates.find(({ locale }) => locale === defaultLocale)
    const links: { lang: string; url: string }[] = alternates.map(({ locale, path: alternate }) => ({ lang: locale, url: `${siteUrl}${alternate}` }))
    if (english) links.push({ lang: "x-default", url: `${siteUrl}${english.path}` })
    return { url: path, links }
  },
}
