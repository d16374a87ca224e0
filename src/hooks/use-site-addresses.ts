import { graphql, useStaticQuery } from "gatsby"

// gatsby-plugin-manifest writes the icons it generates from src/images/logo.svg here.
const logoPath = "/icons/icon-512x512.png"

/** Absolute addresses for the page head: the site (SITE_URL or site.yaml's url), its logo and its share image. */
export function useSiteAddresses() {
  const data = useStaticQuery<Queries.SiteAddressesQuery>(graphql`
    query SiteAddresses {
      site {
        siteMetadata {
          siteUrl
        }
      }
      file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/share.jpg" }) {
        childImageSharp {
          resize(width: 1200, height: 630, quality: 85) {
            src
            width
            height
          }
        }
      }
    }
  `)
  const siteUrl = data.site?.siteMetadata?.siteUrl?.replace(/\/$/, "")
  const share = data.file?.childImageSharp?.resize
  if (!siteUrl) throw new Error("siteUrl is missing from gatsby-config")
  if (!share?.src) throw new Error("content/images/share.jpg is missing")
  return {
    siteUrl,
    logo: `${siteUrl}${logoPath}`,
    image: `${siteUrl}${share.src}`,
    imageWidth: share.width ?? 1200,
    imageHeight: share.height ?? 630,
  }
}
