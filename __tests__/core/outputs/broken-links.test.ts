/** @jest-environment node */
import { brokenLinks } from "../../../core/outputs/broken-links"
import { readBuiltPages } from "../../../core/outputs/built-pages"
import { publicWith } from "../../support/built-site"

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`

it("finds each link to a page that was not built, and each #place its page lacks, in any language", () => {
  const links = [
    "/about",
    "/mr/",
    "/faq#fees",
    "#main",
    "/favicon.svg",
    "/missing",
    "/mr/faq#fees",
    "#nowhere",
    "https://example.com/x",
    "tel:+91",
    "//cdn.example/x",
  ]
  const publicDir = publicWith({
    "index.html": page(
      `<main id="main">${links.map((href) => `<a class="x" href="${href}">link</a>`).join("")}<a data-href="/gone" href="/about">b</a></main>`,
    ),
    "about/index.html": page(""),
    "mr/index.html": page(""),
    "faq/index.html": page('<h2 id="fees">Fees</h2>'),
    "mr/faq/index.html": page('<h2 id="शुल्क">शुल्क</h2>'),
    "favicon.svg": "<svg/>",
  })
  expect(brokenLinks(publicDir, readBuiltPages(publicDir))).toEqual([
    "/ links to /missing, which is no page of the site",
    '/ links to /mr/faq#fees, but that page has no place with the id "fees"',
    '/ links to #nowhere, but that page has no place with the id "nowhere"',
  ])
})

it("reads a place written in Devanagari, whether the link encodes it or not", () => {
  const publicDir = publicWith({
    "mr/faq/index.html": page('<h2 id="शुल्क">शुल्क</h2>'),
    "mr/index.html": page(`<a href="/mr/faq#शुल्क">a</a><a href="/mr/faq#${encodeURIComponent("शुल्क")}">b</a>`),
  })
  expect(brokenLinks(publicDir, readBuiltPages(publicDir))).toEqual([])
})
