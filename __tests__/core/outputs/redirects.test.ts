import fs from "fs"
import os from "os"
import path from "path"
import { linkInLanguage, type Locale } from "../../../src/lib/locales"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { readSiteContent } from "../../support/read-site-content"
import { copyOfSite } from "../../support/content-copy"
import { movedPageRules, movedPages, notFoundRules, writeRedirects } from "../../../core/outputs/redirects"

// /contact is published in all three languages, /faq in English alone.
const publishedIn = (route: string): Locale[] | undefined => (({ "/contact": ["en", "mr", "hi"], "/faq": ["en"] }) as Record<string, Locale[]>)[route]
const localize = (route: string, locale: Locale) => linkInLanguage(route, locale, publishedIn)

describe("redirects", () => {
  it("leads each language's form of an old address to the page in that language, or in English where it has none", () => {
    const moved = [
      { from: "/contact-us", to: "/contact" },
      { from: "/faqs", to: "/faq" },
    ]
    expect(movedPageRules(moved, ["en", "mr"], localize).split("\n").filter(Boolean)).toEqual([
      "/contact-us  /contact  301",
      "/faqs  /faq  301",
      "/mr/contact-us  /mr/contact  301",
      "/mr/faqs  /faq  301",
    ])
  })

  it("writes the moved pages before the 404 pages, whose rules match every address", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    writeRedirects(publicDir, {
      moved: movedPageRules([{ from: "/contact-us", to: "/contact" }], ["en", "mr"], localize),
      notFound: notFoundRules(["en", "mr"]),
    })
    expect(fs.readFileSync(path.join(publicDir, "_redirects"), "utf8").split("\n").filter(Boolean)).toEqual([
      "/contact-us  /contact  301",
      "/mr/contact-us  /mr/contact  301",
      "/mr/*  /mr/404.html  404",
      "/*  /404.html  404",
    ])
  })

  it("reads the moved pages from the content, and none when the file is gone", () => {
    const site = copyOfSite()
    const schemas = new SchemaSet(site.schemaDir)
    const read = () => readSiteContent(site.contentDir, schemas, loadCollections(schemas), new Date())
    fs.writeFileSync(site.file("moved-pages.yaml"), "moved:\n  - from: /contact-us\n    to: /contact\n")
    expect(movedPages(read())).toEqual([{ from: "/contact-us", to: "/contact" }])
    fs.rmSync(site.file("moved-pages.yaml"))
    expect(movedPages(read())).toEqual([])
  })
})
