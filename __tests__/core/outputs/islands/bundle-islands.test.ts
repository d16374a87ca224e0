/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { bundleIslands, type IslandsManifest } from "../../../../core/outputs/islands/bundle-islands"
import { islands } from "../../../../src/islands/islands"

let publicDir: string
let manifest: IslandsManifest
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"))
  manifest = await bundleIslands(publicDir)
}, 60_000)
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

describe("the islands' bundle", () => {
  it("has the one client script and a file of its own for every island, named after its component", () => {
    expect(fs.existsSync(path.join(publicDir, manifest.client))).toBe(true)
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(islands).sort())
    for (const [name, { files }] of Object.entries(manifest.islands)) {
      expect(files[0]).toMatch(new RegExp(`^/islands/${name}-[A-Z0-9]+\\.js$`))
      for (const file of files) expect(fs.existsSync(path.join(publicDir, file))).toBe(true)
    }
  })

  it("has a client that pulls no second request behind it before the page has loaded, and then fetches the starter", () => {
    const client = read(manifest.client)
    expect(client).not.toMatch(/\bimport\s*["'{*\w]|\bfrom\s*["']/)
    const [, starter] = client.match(/import\("\.\/(start-islands-[A-Z0-9]+\.js)"\)/) ?? []
    expect(fs.existsSync(path.join(publicDir, "islands", starter))).toBe(true)
  })

  it("runs on Preact, and brings preact/compat, React's whole API, with the booking form alone", () => {
    const all = fs
      .readdirSync(path.join(publicDir, "islands"))
      .map((file) => read(`/islands/${file}`))
      .join("\n")
    expect(all).not.toMatch(/react-dom|__SECRET_INTERNALS/)
    // compat marks the elements it has made React-like with $$typeof.
    const withCompat = Object.entries(manifest.islands).filter(([, { files }]) => files.some((file) => read(file).includes("$$typeof")))
    expect(withCompat.map(([name]) => name)).toEqual(["booking-dialog"])
  })

  it("lists the classes each island may write, as the site's stylesheet names them", () => {
    const { classes } = manifest.islands["opening-status"]
    expect(classes).toContainEqual(expect.stringMatching(/^opening-status-module--colored--[0-9a-f]{5}$/))
    expect(manifest.islands["floating-whatsapp"].classes).not.toContainEqual(expect.stringMatching(/^opening-status-module/))
  })
})
