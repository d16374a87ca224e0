import path from "path"
import type { GatsbyNode } from "gatsby"
import { listContentFiles } from "../content/collections"
import { contentDir } from "../content/content-paths"
import { languagesOf, notFoundFile } from "../pages/published-pages"
import { deferAppScriptsInPublic } from "./defer-app-scripts"
import { inlineCurrentStyles } from "./inline-current-styles"
import { removeStreamNulBytes } from "./remove-stream-nul-bytes"
import { writeRobots } from "./robots"
import { writeHeaders } from "./write-headers"
import { writeRedirects } from "./write-redirects"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/**
 * Once every page is built: React's stray NUL bytes are removed, the pages built before a change to the styles given
 * the current stylesheet, and the pages' app scripts deferred; then robots.txt, _redirects (each language's 404 page)
 * and _headers (with each page's own CSP, hashed from its final inline scripts) are written.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
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
  const restyled = inlineCurrentStyles(publicDir)
  if (restyled.length > 0) reporter.info(`The current stylesheet put into ${restyled.length} pages built before the styles changed`)
  deferAppScriptsInPublic(publicDir)
  writeRobots(publicDir, siteUrl)
  writeRedirects(publicDir, languagesOf(notFoundFile, listContentFiles(contentDir)))
  writeHeaders(publicDir)
}
