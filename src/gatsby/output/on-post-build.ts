import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { siteContent } from "../content/content-paths"
import type { IslandsManifest } from "../islands/bundle-islands"
import { islandsManifestFile } from "../islands/on-post-bootstrap"
import { notFoundFile } from "../content/published-pages"
import { brokenLinks } from "./broken-links"
import { movedPageRules, movedPages } from "./moved-pages"
import { inlinePageStyles } from "./page-styles"
import { removeStreamNulBytes } from "./remove-stream-nul-bytes"
import { writeRobots } from "./robots"
import { titleFileOf } from "./share-cards/title-file"
import { writeShareCards } from "./share-cards/write-share-cards"
import { writeServiceWorker } from "./write-service-worker"
import { writeHeaders } from "./write-headers"
import { notFoundRules, writeRedirects } from "./write-redirects"

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string } }
}

/**
 * Once every page is built: the build stops if a link between its pages leads nowhere; otherwise React's stray NUL
 * bytes are removed, each page given this build's stylesheet cut to what it uses and its share card drawn (or taken
 * from an earlier build's); then the offline service worker, robots.txt, _redirects (moved pages, each language's 404 page) and _headers (with each
 * page's own CSP, hashed from its inline scripts) are written.
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
  const { islands } = JSON.parse(fs.readFileSync(islandsManifestFile, "utf8")) as IslandsManifest
  const leftOut = await inlinePageStyles(publicDir, islands)
  reporter.info(`Each page's styles cut to its components: ${Math.round(leftOut / 1024)} KB of CSS left out in all`)
  const cards = await writeShareCards(publicDir, siteUrl.replace(/\/$/, ""), path.resolve(".cache/share-cards"))
  reporter.info(`Share cards: ${cards.drawn} drawn, ${cards.reused} as the last build drew them`)
  for (const { page, drawn } of cards.shortened) {
    reporter.warn(
      `${titleFileOf(page.file) ?? page.file}: the title "${page.title}" is too long for the page's share card (the preview WhatsApp shows), which says "${drawn}"; a shorter title fits whole`,
    )
  }
  // SERVICE_WORKER=off is the kill switch (README, "Offline").
  await writeServiceWorker(publicDir, { retire: process.env.SERVICE_WORKER === "off" })
  writeRobots(publicDir, siteUrl)
  const content = siteContent()
  writeRedirects(publicDir, {
    moved: movedPageRules(movedPages(content), content.languages, content.localize),
    notFound: notFoundRules(content.languagesWith(notFoundFile)),
  })
  writeHeaders(publicDir)
}
