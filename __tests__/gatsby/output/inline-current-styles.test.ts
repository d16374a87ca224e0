import fs from "fs"
import os from "os"
import path from "path"
import { inlineCurrentStyles } from "../../../src/gatsby/output/inline-current-styles"

const inlined = (stylesheet: string, css: string) => `<style data-href="/${stylesheet}" data-identity="gatsby-global-css">${css}</style>`
const page = (styles: string) => `<html><head>${styles}<style>.gatsby-image-wrapper{position:relative}</style></head><body><div id="___gatsby"></div></body></html>`

function publicWith(stylesheets: Record<string, string>, app: string[]) {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  for (const [name, css] of Object.entries(stylesheets)) fs.writeFileSync(path.join(publicDir, name), css)
  fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app } }))
  return publicDir
}

describe("inlining this build's stylesheet", () => {
  it("rewrites the pages that inline an older stylesheet and leaves the current ones and other pages alone", () => {
    // A "$&" in the new styles must arrive as written, not as a replacement pattern.
    const newCss = '.step:lang(mr):before{content:"$&"}'
    const publicDir = publicWith({ "styles.old1.css": ".step:before{}", "styles.new2.css": newCss }, ["webpack-runtime-1.js", "styles.new2.css", "app-3.js"])
    fs.mkdirSync(path.join(publicDir, "mr"))
    fs.mkdirSync(path.join(publicDir, "admin"))
    const stale = page(inlined("styles.old1.css", ".step:before{}"))
    const current = page(inlined("styles.new2.css", newCss))
    fs.writeFileSync(path.join(publicDir, "mr/index.html"), stale)
    fs.writeFileSync(path.join(publicDir, "index.html"), current)
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), "<html><head></head><body></body></html>")

    expect(inlineCurrentStyles(publicDir)).toEqual(["mr/index.html"])
    expect(fs.readFileSync(path.join(publicDir, "mr/index.html"), "utf8")).toBe(current)
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(current)
    expect(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toBe("<html><head></head><body></body></html>")
    expect(inlineCurrentStyles(publicDir)).toEqual([])
  })

  it("stops the build when Gatsby's stats name no stylesheet", () => {
    const publicDir = publicWith({}, ["webpack-runtime-1.js", "app-3.js"])
    expect(() => inlineCurrentStyles(publicDir)).toThrow(/names no styles\.\*\.css/)
  })
})
