import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeHeaders } from "./write-headers"
import { writeRobots } from "./robots"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/** Files written once every page is built: robots.txt, and _headers with each page's own CSP. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<SiteUrlQuery>(`
    query PostBuildSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl
  if (!siteUrl) throw new Error("siteUrl is missing from gatsby-config")
  const publicDir = path.resolve("public")
  writeRobots(publicDir, siteUrl)
  writeHeaders(publicDir)
}
