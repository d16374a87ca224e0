import { graphql, useStaticQuery } from "gatsby"

/** The site's public address: SITE_URL at build time, or the url in content/site.yaml. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error("siteUrl is missing from gatsby-config")
  return siteUrl.replace(/\/$/, "")
}
