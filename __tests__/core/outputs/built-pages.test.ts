/** @jest-environment node */
import fs from "fs"
import path from "path"
import { processBuiltPages, stepOrderProblems, type BuiltPage, type PageStep } from "../../../core/outputs/built-pages"
import { publicWith } from "../../support/built-site"

const read = (publicDir: string, file: string) => fs.readFileSync(path.join(publicDir, file), "utf8")
const mark = (pages: BuiltPage[]) => {
  for (const page of pages) if (page.file.startsWith("mr/")) page.html += "<!-- marked -->"
}

describe("the steps after the build", () => {
  it("run in order over every page, each seeing what the one before left, and write the pages they changed", async () => {
    const publicDir = publicWith({ "index.html": "<p>English</p>", "mr/index.html": "<p>मराठी</p>" })
    const seen: string[] = []
    const timings = await processBuiltPages(publicDir, [
      { name: "mark", reads: [], writes: ["the pages' HTML"], run: mark },
      { name: "look", reads: ["the pages' HTML"], writes: [], run: (pages) => void seen.push(...pages.map(({ html }) => html)) },
    ])
    expect(seen).toEqual(["<p>English</p>", "<p>मराठी</p><!-- marked -->"])
    expect(read(publicDir, "mr/index.html")).toBe("<p>मराठी</p><!-- marked -->")
    expect(timings.map(({ name }) => name)).toEqual(["mark", "look"])
  })

  it("write no page at all when a step fails", async () => {
    const publicDir = publicWith({ "mr/index.html": "<p>मराठी</p>" })
    const failing = processBuiltPages(publicDir, [
      { name: "mark", reads: [], writes: ["the pages' HTML"], run: mark },
      {
        name: "refuse",
        reads: [],
        writes: [],
        run: () => {
          throw new Error("a link leads nowhere")
        },
      },
    ])
    await expect(failing).rejects.toThrow("a link leads nowhere")
    expect(read(publicDir, "mr/index.html")).toBe("<p>मराठी</p>")
  })

  it("refuse to run a step before another that still changes what it reads, naming both", async () => {
    const headers: PageStep = { name: "headers", reads: ["the pages' HTML"], writes: ["_headers"], run: () => undefined }
    const styles: PageStep = { name: "styles cut", reads: ["the pages' HTML"], writes: ["the pages' HTML"], run: mark }
    const nulBytes: PageStep = { name: "NUL bytes removed", reads: ["the pages' HTML"], writes: ["the pages' HTML"], run: () => undefined }
    expect(stepOrderProblems([nulBytes, styles, headers])).toEqual([])
    expect(stepOrderProblems([headers, styles])).toEqual([
      `"headers" reads the pages' HTML, which "styles cut" after it still changes: run it after "styles cut"`,
    ])
    const publicDir = publicWith({ "mr/index.html": "<p>मराठी</p>" })
    await expect(processBuiltPages(publicDir, [headers, styles])).rejects.toThrow("The steps after the build are out of order")
    expect(read(publicDir, "mr/index.html")).toBe("<p>मराठी</p>")
  })
})
