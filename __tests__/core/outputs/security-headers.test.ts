import crypto from "crypto"
import fs from "fs"
import path from "path"
import { parse } from "smol-toml"
import {
  cacheHeaderRules,
  contentSecurityPolicy,
  formatHeadersFile,
  globalHeaderRule,
  inlineScriptHashes,
  pageHeaderRules,
  speculationRules,
} from "../../../core/outputs/headers/security-headers"

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`

const gitApi = "https://api.github.com"

describe("security headers", () => {
  it("hashes each running inline script exactly, and leaves out external scripts and JSON-LD", () => {
    const html = [
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>',
      '<script src="/app-0123456789abcdef.js" async></script>',
      '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
      '<script type="module">const a = "é"\nconsole.log(a)</script>',
    ].join("")
    expect(inlineScriptHashes(html)).toEqual([sha256('/*<![CDATA[*/window.pagePath="/about";/*]]>*/'), sha256('const a = "é"\nconsole.log(a)')])
  })

  it("builds a CSP with no third-party origin and no inline scripts but the hashed ones", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"])
    const directives = Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]))
    expect(directives["default-src"]).toBe("default-src 'self'")
    expect(directives["script-src"]).toBe("script-src 'self' 'sha256-abc'")
    expect(directives["img-src"]).toBe("img-src 'self' data:")
    expect(directives["frame-ancestors"]).toBe("frame-ancestors 'none'")
    expect(directives["base-uri"]).toBe("base-uri 'self'")
    expect(directives["form-action"]).toBe("form-action 'self'")
    expect(directives["object-src"]).toBe("object-src 'none'")
    expect(policy).not.toMatch(/https?:|\*/)
  })

  it("gives each page its own policy under every form of its address, and HTML that is never stale", () => {
    const rules = pageHeaderRules("/about", '<script>window.pagePath="/about"</script>', gitApi)
    // A host serves the same page at /about/index.html: it gets the same policy.
    expect(rules.map((rule) => rule.path)).toEqual(["/about", "/about/", "/about/index.html"])
    expect(rules[0].headers["Content-Security-Policy"]).toContain(sha256('window.pagePath="/about"'))
    expect(rules[0].headers["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
    expect(pageHeaderRules("/", "", gitApi).map((rule) => rule.path)).toEqual(["/", "/index.html"])
    expect(pageHeaderRules("/404.html", "", gitApi).map((rule) => rule.path)).toEqual(["/404.html"])
  })

  it("lets only the editor at /admin reach the Git host it saves to, and no other host", () => {
    const editor = pageHeaderRules("/admin", "", gitApi)[0].headers["Content-Security-Policy"]
    expect(editor).toContain(`connect-src 'self' ${gitApi};`)
    expect(editor).toContain("script-src 'self';")
    expect(editor).toContain("frame-ancestors 'none'")
    expect(editor.replace(gitApi, "")).not.toMatch(/https?:/)
    // Its preview pane is a frame drawn from a blob: address.
    expect(editor).toContain("frame-src 'self' blob:")
    const page = pageHeaderRules("/about", "<script>x()</script>", gitApi)[0].headers["Content-Security-Policy"]
    expect(page).not.toContain(gitApi)
    expect(page).not.toContain("blob:")
  })

  it("points each page, not the editor, at the speculation rules, which are served as such", () => {
    expect(pageHeaderRules("/about", "", gitApi)[0].headers["Speculation-Rules"]).toBe(`"${speculationRules.path}"`)
    expect(pageHeaderRules("/admin", "", gitApi)[0].headers).not.toHaveProperty("Speculation-Rules")
    expect(speculationRules.headers["Content-Type"]).toBe("application/speculationrules+json")
    const rules = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../static", speculationRules.path.slice(1)), "utf8"))
    expect(rules.prefetch[0].where.and).toContainEqual({ not: { href_matches: "/admin/*" } })
  })

  it("writes the _headers format", () => {
    expect(
      formatHeadersFile([
        { path: "/about", headers: { A: "1", B: "2" } },
        { path: "/x", headers: { C: "3" } },
      ]),
    ).toBe("/about\n  A: 1\n  B: 2\n/x\n  C: 3\n")
  })

  it("lets no cache keep the service worker, whose name stays the same from deploy to deploy", () => {
    expect(cacheHeaderRules.find((rule) => rule.path === "/sw.js")?.headers["Cache-Control"]).toMatch(/max-age=0|no-cache/)
  })

  it("netlify.toml sends the same global and cache headers as _headers", () => {
    const toml = parse(fs.readFileSync(path.resolve(__dirname, "../../../netlify.toml"), "utf8")) as {
      headers: { for: string; values: Record<string, string> }[]
      build: { command: string; publish: string }
    }
    expect(toml.build).toEqual({ command: "npm run build", publish: "public", environment: expect.anything() })
    expect(toml.headers.map((rule) => ({ path: rule.for, headers: rule.values }))).toEqual([globalHeaderRule, ...cacheHeaderRules])
  })
})
