import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import {
  brokenLinks,
  inlinePageStyles,
  movedPageRules,
  movedPages,
  notFoundRules,
  processBuiltPages,
  removeStreamNulBytes,
  siteContent,
  siteUrlOf,
  titleFileOf,
  writeHeaders,
  writeRedirects,
  writeRobots,
  writeServiceWorker,
  writeShareCards,
} from "../../../core"
import type { IslandsManifest } from "../../../core"
import { islandsManifestFile } from "../islands/on-post-bootstrap"

/** The build stops here: a link between its pages leads nowhere. */
function refuseBrokenLinks(broken: string[]): string {
  const links = broken.length === 1 ? "a link that leads" : `${broken.length} links that lead`
  return (
    `The built pages have ${links} nowhere, so nothing was published:\n${broken.map((problem) => `  - ${problem}`).join("\n")}\n` +
    "A link's #part must name a place on that page in every language it is published in; Marathi and Hindi headings have ids of their own, so link to the page itself."
  )
}

/**
 * Once every page is built, each page is read once and goes through these steps in order, each saying what it reads and
 * writes (core/outputs/built-pages.ts refuses an order in which a step reads what a later one writes); only when all
 * have passed are the pages a step changed written, once. Then robots.txt and _redirects.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const content = siteContent()
  const siteUrl = siteUrlOf(content)
  const publicDir = path.resolve("public")
  const { islands } = JSON.parse(fs.readFileSync(islandsManifestFile, "utf8")) as IslandsManifest
  const timings = await processBuiltPages(publicDir, [
    {
      name: "links checked",
      reads: ["the pages' links"],
      writes: [],
      run: (pages) => {
        const broken = brokenLinks(publicDir, pages)
        if (broken.length > 0) reporter.panic(refuseBrokenLinks(broken))
      },
    },
    { name: "NUL bytes removed", reads: ["the pages' HTML"], writes: ["the pages' HTML"], run: removeStreamNulBytes },
    {
      name: "styles cut",
      reads: ["the pages' HTML"],
      writes: ["the pages' HTML"],
      run: async (pages) => {
        const leftOut = await inlinePageStyles(publicDir, pages, islands, path.resolve(".cache/page-styles"))
        reporter.info(`Each page's styles cut to its components: ${Math.round(leftOut / 1024)} KB of CSS left out in all`)
      },
    },
    {
      name: "share cards",
      reads: ["the pages' HTML"],
      writes: ["share cards"],
      run: async (pages) => {
        const cards = await writeShareCards(publicDir, pages, siteUrl, path.resolve(".cache/share-cards"))
        reporter.info(`Share cards: ${cards.drawn} drawn, ${cards.reused} as the last build drew them`)
        for (const { page, drawn } of cards.shortened) {
          reporter.warn(
            `${titleFileOf(page.file) ?? page.file}: the title "${page.title}" is too long for the page's share card (the preview WhatsApp shows), which says "${drawn}"; a shorter title fits whole`,
          )
        }
      },
    },
    // The worker's version and each page's CSP are of the final HTML. SERVICE_WORKER=off is the kill switch
    // (docs/deploying.md, "Hosts").
    {
      name: "service worker",
      reads: ["the pages' HTML"],
      writes: ["sw.js"],
      run: (pages) => writeServiceWorker(publicDir, pages, { retire: process.env.SERVICE_WORKER === "off" }),
    },
    { name: "headers", reads: ["the pages' HTML"], writes: ["_headers"], run: (pages) => writeHeaders(publicDir, pages) },
  ])
  reporter.info(`After the build: ${timings.map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`).join(", ")}`)
  writeRobots(publicDir, siteUrl)
  writeRedirects(publicDir, {
    moved: movedPageRules(movedPages(content), content.languages, content.localize),
    notFound: notFoundRules(content.notFoundLanguages),
  })
}
