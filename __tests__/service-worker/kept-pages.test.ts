import { keptPagesId } from "../../src/lib/offline-page"
import { isServerError, localeOfPath, titleOf, withKeptPages } from "../../src/service-worker/kept-pages"

describe("the offline page's choices", () => {
  it.each([
    ["/mr/rasayana-therapy", "mr"],
    ["/mr/", "mr"],
    ["/mr", "mr"],
    ["//mr/faq", "mr"],
    ["/hi/articles/first-consultation", "hi"],
    ["/about", "en"],
    ["/", "en"],
    ["/mrs-kulkarni", "en"],
  ])("reads the language of %s as %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale)
  })

  it("takes a kept page's title from its <title>, without the site's name", () => {
    expect(titleOf('<head><title data-react-helmet="true">रसायन उपचार | आयुर्वेद केंद्र</title></head>')).toBe("रसायन उपचार")
    expect(titleOf("<title>Q &amp; A | Centre</title>")).toBe("Q & A")
  })

  const offline = `<main><h2>Kept</h2><p id="${keptPagesId}" class="kept">None yet.</p><ul><li>Other</li></ul></main>`

  it("lists the kept pages in place of the words saying there are none, and nothing else, whatever their titles hold", () => {
    const html = withKeptPages(offline, [
      { path: "/mr/about", title: "आमच्याविषयी" },
      { path: '/a"b', title: "Q & A <b> $1 $&" },
    ])
    expect(html).toBe(
      `<main><h2>Kept</h2><ul id="${keptPagesId}" class="kept"><li><a href="/mr/about">आमच्याविषयी</a></li><li><a href="/a&quot;b">Q &amp; A &lt;b&gt; $1 $&amp;</a></li></ul><ul><li>Other</li></ul></main>`,
    )
  })

  it('links a page kept under //about as /about, not as the host "about"', () => {
    expect(withKeptPages(offline, [{ path: "//about", title: "About" }])).toContain('<a href="/about">About</a>')
  })

  it("prefers a kept copy to a server's error, not to a missing page", () => {
    expect([500, 502, 503].map((status) => isServerError({ status }))).toEqual([true, true, true])
    expect([200, 404].map((status) => isServerError({ status }))).toEqual([false, false])
  })

  it("leaves the words saying there are none while no page is kept", () => {
    expect(withKeptPages(offline, [])).toBe(offline)
  })
})
