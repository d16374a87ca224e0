import path from "path"
import type { GatsbyNode } from "gatsby"
import { listContentFiles } from "../content/collections"
import { contentDir } from "../content/content-paths"
import { localizeRoute } from "../pages/localized-content"
import { languagesOf, notFoundFile, publishedLanguages } from "../pages/published-pages"
import { brokenLinks } from "./broken-links"
import { inlineCurrentStyles } from "./inline-current-styles"
import { movedPageRules, readMovedPages } from "./moved-pages"
import { removeStreamNulBytes } from "./remove-stream-nul-bytes"
import { writeRobots } from "./robots"
import { writeHeaders } from "./write-headers"
import { notFoundRules, writeRedirects } from "./write-redirects"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/**
 * Once every page is built: the build stops if a link between its pages leads nowhere; otherwise React's stray NUL
 * bytes are removed and the pages built before a change to the styles given the current stylesheet; then robots.txt,
 * _redirects (moved pages, each language's 404 page) and _headers (with each page's own CSP, hashed from its inline
 * scripts) are written.
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
  const broken = brokenLinks(publicDir)
  if (broken.length > 0) {
    reporter.panic(
      `The built pages have ${broken.length === 1 ? "a link that leads" : `${broken.length} links that lead`} nowhere, so nothing was published:\n` +
        broken.map((problem) => `  - ${problem}`).join("\n") +
        "\nA link's #part must name a place on that page in every language it is published in; Marathi and Hindi headings have ids of their own, so link to the page itself.",
    )
    return
  }
  removeStreamNulBytes(publicDir)
  const restyled = inlineCurrentStyles(publicDir)
  if (restyled.length > 0) reporter.info(`The current stylesheet put into ${restyled.length} pages built before the styles changed`)
  writeRobots(publicDir, siteUrl)
  const relativePaths = listContentFiles(contentDir)
  writeRedirects(publicDir, {
    moved: movedPageRules(readMovedPages(contentDir), publishedLanguages(relativePaths), localizeRoute),
    notFound: notFoundRules(languagesOf(notFoundFile, relativePaths)),
  })
  writeHeaders(publicDir)
}
