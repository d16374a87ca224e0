import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/** robots.txt allows every crawler and names the sitemap at the site's own address (SITE_URL aware). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<SiteUrlQuery>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl
  if (!siteUrl) throw new Error("siteUrl is missing from gatsby-config")
  const robots = ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n")
  fs.writeFileSync(path.resolve("public/robots.txt"), robots)
}
