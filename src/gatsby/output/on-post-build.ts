import path from "path"
import type { GatsbyNode } from "gatsby"
import { deferAppScriptsInPublic } from "./defer-app-scripts"
import { writeHeaders } from "./write-headers"
import { writeRobots } from "./robots"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/**
 * Once every page is built: the pages' app scripts are deferred, then robots.txt and _headers (with each page's
 * own CSP, hashed from its final inline scripts) are written.
 */
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
  deferAppScriptsInPublic(publicDir)
  writeRobots(publicDir, siteUrl)
  writeHeaders(publicDir)
}
