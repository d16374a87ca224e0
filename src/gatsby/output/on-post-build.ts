import path from "path"
import type { GatsbyNode } from "gatsby"
import { listContentFiles } from "../content/collections"
import { contentDir } from "../content/content-paths"
import { languagesOf, notFoundFile } from "../pages/published-pages"
import { deferAppScriptsInPublic } from "./defer-app-scripts"
import { removeStreamNulBytes } from "./remove-stream-nul-bytes"
import { writeRobots } from "./robots"
import { writeHeaders } from "./write-headers"
import { writeRedirects } from "./write-redirects"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/**
 * Once every page is built: React's stray NUL bytes are removed and the pages' app scripts deferred, then robots.txt,
 * _redirects (each language's 404 page) and _headers (with each page's own CSP, hashed from its final inline scripts)
 * are written.
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
  removeStreamNulBytes(publicDir)
  deferAppScriptsInPublic(publicDir)
  writeRobots(publicDir, siteUrl)
  writeRedirects(publicDir, languagesOf(notFoundFile, listContentFiles(contentDir)))
  writeHeaders(publicDir)
}
