/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { IslandsManifest } from "../../../core/outputs/islands/bundle-islands"
import { processBuiltPages } from "../../../core/outputs/built-pages"
import { inlinePageStyles } from "../../../core/outputs/styles/page-styles"
import { publicWith } from "../../support/built-site"

const inlined = (stylesheet: string, css: string) => `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${css}</style>`
const page = (styles: string, body: string) => `<html><head>${styles}</head><body><div id="___gatsby">${body}</div></body></html>`
const stylesIn = (html: string) => html.match(/<style data-href="\/([^"]+)"[^>]*>([\s\S]*?)<\/style>/)!.slice(1)

/** Cuts each built page's styles, as the steps after the build do. */
const cutStyles = (publicDir: string, islands: IslandsManifest["islands"]) =>
  processBuiltPages(publicDir, [
    { name: "styles cut", reads: [], writes: ["the pages' HTML"], run: (pages) => inlinePageStyles(publicDir, pages, islands, `${publicDir}-cuts`) },
  ])

/** A build's public folder: its stylesheets, the stats that name the app's, and its pages. */
const builtWith = (stylesheets: Record<string, string>, app: string[], pages: Record<string, string>) =>
  publicWith({ ...stylesheets, "webpack.stats.json": JSON.stringify({ assetsByChunkName: { app } }), ...pages })

const css = [
  "body{margin:0}",
  ".card-module--card--a1b2c{padding:1rem}",
  ".card-module--card--a1b2c[open] svg{rotate:180deg}",
  ".faq-module--question--d4e5f{margin:0}",
  ".status-module--colored--0f1e2[data-open=true]{color:green}",
  "html:has(dialog[open]){overflow:hidden}",
  '.step:lang(mr):before{content:"$&"}',
].join("")

describe("each page's styles", () => {
  it("keep what the page's components use and every rule that names no component, and leave out the rest", async () => {
    const publicDir = builtWith({ "styles.new2.css": css }, ["styles.new2.css"], {
      "index.html": page(inlined("styles.new2.css", css), '<div class="card-module--card--a1b2c"></div>'),
    })
    await cutStyles(publicDir, {})
    const [stylesheet, styles] = stylesIn(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))
    expect(stylesheet).toBe("styles.new2.css")
    expect(styles).toContain(".card-module--card--a1b2c{padding:1rem}")
    // The browser sets [open] and :lang; the page's HTML need not hold them. A "$&" arrives as written.
    expect(styles).toContain(".card-module--card--a1b2c[open] svg")
    expect(styles).toContain("html:has(dialog[open])")
    expect(styles).toContain('.step:lang(mr):before{content:"$&"}')
    expect(styles).toContain("body{margin:0}")
    expect(styles).not.toContain("faq-module--question")
    expect(styles).not.toContain("status-module--colored")
  })

  it("keep the classes an island of the page may write in the browser, and no other island's", async () => {
    const island = '<site-island data-island="opening-status" data-props="{}" data-hydrate="load"><p></p></site-island>'
    const publicDir = builtWith({ "styles.new2.css": css }, ["styles.new2.css"], {
      "index.html": page(inlined("styles.new2.css", css), island),
      "about/index.html": page(inlined("styles.new2.css", css), ""),
    })
    await cutStyles(publicDir, { "opening-status": { files: [], classes: ["status-module--colored--0f1e2"] } })
    expect(stylesIn(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))[1]).toContain(".status-module--colored--0f1e2[data-open=true]")
    expect(stylesIn(fs.readFileSync(path.join(publicDir, "about/index.html"), "utf8"))[1]).not.toContain("status-module--colored")
  })

  it("are this build's, in a page Gatsby did not render again, and leave pages without Gatsby's stylesheet alone", async () => {
    const editor = "<html><head></head><body></body></html>"
    const publicDir = builtWith({ "styles.old1.css": "body{margin:1px}", "styles.new2.css": css }, ["webpack-runtime-1.js", "styles.new2.css", "app-3.js"], {
      "mr/index.html": page(inlined("styles.old1.css", "body{margin:1px}"), ""),
      "admin/index.html": editor,
    })
    await cutStyles(publicDir, {})
    expect(stylesIn(fs.readFileSync(path.join(publicDir, "mr/index.html"), "utf8"))).toEqual(["styles.new2.css", expect.stringContaining("body{margin:0}")])
    expect(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toBe(editor)
  })

  it("are an earlier build's cut for a page whose HTML, stylesheet and islands are the same, and cut anew for one that changed", async () => {
    const html = page(inlined("styles.new2.css", css), '<div class="card-module--card--a1b2c"></div>')
    const publicDir = builtWith({ "styles.new2.css": css }, ["styles.new2.css"], { "index.html": html, "about/index.html": html })
    await cutStyles(publicDir, {})
    // The cut an earlier build kept, marked so that a test can tell it was taken.
    const [cut] = fs.readdirSync(`${publicDir}-cuts`)
    fs.appendFileSync(path.join(`${publicDir}-cuts`, cut), "/* kept */")
    fs.writeFileSync(path.join(publicDir, "index.html"), html)
    fs.writeFileSync(path.join(publicDir, "about/index.html"), html.replace("</div></div>", "<p>Changed</p></div></div>"))
    await cutStyles(publicDir, {})
    expect(stylesIn(fs.readFileSync(path.join(publicDir, "index.html"), "utf8"))[1]).toMatch(/\/\* kept \*\/$/)
    expect(stylesIn(fs.readFileSync(path.join(publicDir, "about/index.html"), "utf8"))[1]).not.toContain("kept")
  })

  it("keep only the cuts this build's pages took, so that the cache does not grow build after build", async () => {
    const html = (words: string) => page(inlined("styles.new2.css", css), `<p>${words}</p>`)
    const publicDir = builtWith({ "styles.new2.css": css }, ["styles.new2.css"], { "index.html": html("First") })
    await cutStyles(publicDir, {})
    const [first] = fs.readdirSync(`${publicDir}-cuts`)
    fs.writeFileSync(path.join(publicDir, "index.html"), html("Second"))
    await cutStyles(publicDir, {})
    const cuts = fs.readdirSync(`${publicDir}-cuts`)
    expect(cuts).toHaveLength(1)
    expect(cuts).not.toContain(first)
  })

  it("stop the build when Gatsby's stats name no stylesheet", async () => {
    const publicDir = builtWith({}, ["webpack-runtime-1.js", "app-3.js"], {})
    await expect(cutStyles(publicDir, {})).rejects.toThrow(/names no styles\.\*\.css/)
  })
})
