import fs from "fs"
import os from "os"
import path from "path"
import { deferAppScripts, deferAppScriptsInPublic, deferredScriptLoader } from "../../../src/gatsby/output/defer-app-scripts"

const gatsbyScripts = [
  '<!-- slice-start id="_gatsby-scripts-1" -->',
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>',
  '<script>window.___webpackCompilationHash="abc";</script>',
  '<script src="/webpack-runtime-1.js" async></script>',
  '<script src="/framework-2.js" async></script>',
  '<script src="/app-3.js" async></script>',
  '<!-- slice-end id="_gatsby-scripts-1" -->',
].join("")
const page = `<html><body><div id="___gatsby"><main><p>Text</p><script src="/elsewhere.js" async></script></main></div>${gatsbyScripts}</body></html>`

const addedScripts = () => Array.from(document.body.querySelectorAll("script[src]"), (script) => script.getAttribute("src"))

describe("deferring the app's scripts", () => {
  it("replaces Gatsby's script tags with one inline loader of the same files, in order, and keeps the rest", () => {
    const deferred = deferAppScripts(page)
    expect(deferred).not.toMatch(/<script src="\/(webpack-runtime|framework|app)-/)
    expect(deferred).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>')
    expect(deferred).toContain('<script>window.___webpackCompilationHash="abc";</script>')
    expect(deferred).toContain('<main><p>Text</p><script src="/elsewhere.js" async></script></main>')
    expect(deferred).toContain(`<script>${deferredScriptLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script>`)
  })

  it("rewrites the built pages in place, and stops the build when a page of Gatsby's has no script tags to rewrite", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
    fs.mkdirSync(path.join(publicDir, "about"))
    fs.mkdirSync(path.join(publicDir, "admin"))
    fs.writeFileSync(path.join(publicDir, "about/index.html"), page)
    fs.writeFileSync(path.join(publicDir, "admin/index.html"), '<html><body><script src="/admin/cms.js"></script></body></html>')
    deferAppScriptsInPublic(publicDir)
    expect(fs.readFileSync(path.join(publicDir, "about/index.html"), "utf8")).toBe(deferAppScripts(page))
    deferAppScriptsInPublic(publicDir)

    fs.writeFileSync(path.join(publicDir, "index.html"), page.replace(/<script src="[^"]+" async><\/script>/g, ""))
    expect(() => deferAppScriptsInPublic(publicDir)).toThrow(/public\/index\.html has none of Gatsby's <script src async> tags/)
  })

  it("leaves a page without Gatsby's scripts, or one already rewritten, as it is", () => {
    const plain = '<html><body><script src="/admin.js" async></script></body></html>'
    expect(deferAppScripts(plain)).toBe(plain)
    const once = deferAppScripts(page)
    expect(deferAppScripts(once)).toBe(once)
  })

  describe("the loader in the browser", () => {
    let reportPaint: () => void
    const paintObserver = class {
      static supportedEntryTypes = ["paint"]
      constructor(callback: (list: { getEntriesByName(name: string): object[] }, observer: { disconnect(): void }) => void) {
        reportPaint = () => callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect() {} })
      }
      observe() {}
    }
    const run = () => new Function(deferredScriptLoader(["/framework-2.js", "/app-3.js"]))()

    // Each run's listeners are removed afterwards, so one test's loader cannot react to the next test's events.
    let listeners: Array<[string, EventListenerOrEventListenerObject]> = []
    const addListener = window.addEventListener.bind(window)

    beforeEach(() => {
      jest.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
        listeners.push([type, listener])
        addListener(type, listener, options)
      })
      jest.useFakeTimers()
      document.body.innerHTML = ""
      Object.defineProperty(document, "readyState", { value: "loading", configurable: true })
    })
    afterEach(() => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener)
      listeners = []
      jest.restoreAllMocks()
      jest.useRealTimers()
      Object.defineProperty(document, "readyState", { value: "complete", configurable: true })
      Reflect.deleteProperty(window, "PerformanceObserver")
    })

    it("adds the scripts only once the page has loaded and its first content is painted", () => {
      Object.assign(window, { PerformanceObserver: paintObserver })
      run()
      window.dispatchEvent(new Event("load"))
      jest.runAllTimers()
      expect(addedScripts()).toEqual([])
      reportPaint()
      jest.runAllTimers()
      expect(addedScripts()).toEqual(["/framework-2.js", "/app-3.js"])
      reportPaint()
      jest.runAllTimers()
      expect(addedScripts()).toHaveLength(2)
    })

    it("waits for the load event even when the paint comes first", () => {
      Object.assign(window, { PerformanceObserver: paintObserver })
      run()
      reportPaint()
      jest.runAllTimers()
      expect(addedScripts()).toEqual([])
      window.dispatchEvent(new Event("load"))
      jest.runAllTimers()
      expect(addedScripts()).toEqual(["/framework-2.js", "/app-3.js"])
    })

    it.each(["pointerdown", "keydown"])("starts at once on a %s before the page has loaded", (type) => {
      Object.assign(window, { PerformanceObserver: paintObserver })
      run()
      window.dispatchEvent(new Event(type))
      jest.runAllTimers()
      expect(addedScripts()).toEqual(["/framework-2.js", "/app-3.js"])
      window.dispatchEvent(new Event("load"))
      reportPaint()
      jest.runAllTimers()
      expect(addedScripts()).toHaveLength(2)
    })

    it("starts at the load event in a browser that cannot report paints", () => {
      run()
      jest.runAllTimers()
      expect(addedScripts()).toEqual([])
      window.dispatchEvent(new Event("load"))
      jest.runAllTimers()
      expect(addedScripts()).toEqual(["/framework-2.js", "/app-3.js"])
    })
  })
})
