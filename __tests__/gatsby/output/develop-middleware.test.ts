/**
 * @jest-environment node
 */
import path from "path"
import { developMiddleware } from "../../../src/gatsby/output/develop-middleware"
import { editorBackend } from "../../../core"

/** What the middleware does with a request for this path under /admin, on a server that records it. */
function answer(pathUnderAdmin: string) {
  let mounted: { mount: string; handler: Parameters<Parameters<typeof developMiddleware>[0]["use"]>[1] } | undefined
  developMiddleware({ use: (mount, handler) => (mounted = { mount, handler }) })
  const headers: Record<string, string> = {}
  const sent: string[] = []
  let passedOn = false
  mounted!.handler(
    { path: pathUnderAdmin },
    { setHeader: (name, value) => (headers[name] = value), sendFile: (file) => sent.push(file) },
    () => (passedOn = true),
  )
  return { mount: mounted!.mount, headers, sent, passedOn }
}

it("serves the editor's page at /admin/, which gatsby develop would answer with its 404 page", () => {
  for (const request of ["/", "/index.html"]) {
    const { mount, sent, passedOn } = answer(request)
    expect(mount).toBe("/admin")
    expect(sent).toEqual([path.resolve("static/admin/index.html")])
    expect(passedOn).toBe(false)
  }
})

it("leaves the editor's other files to the static server, all under a CSP that lets it reach only the Git host", () => {
  const { headers, sent, passedOn } = answer("/config.yml")
  expect(sent).toEqual([])
  expect(passedOn).toBe(true)
  const connect = headers["Content-Security-Policy"].match(/connect-src ([^;]+)/)![1].split(" ")
  expect(connect).toEqual(["'self'", editorBackend().apiOrigin])
  expect(headers["Content-Security-Policy"]).toContain("default-src 'self'")
})
