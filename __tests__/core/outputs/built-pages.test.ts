/** @jest-environment node */
import fs from "fs"
import path from "path"
import { processBuiltPages, type BuiltPage } from "../../../core/outputs/built-pages"
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
      { name: "mark", run: mark },
      { name: "look", run: (pages) => void seen.push(...pages.map(({ html }) => html)) },
    ])
    expect(seen).toEqual(["<p>English</p>", "<p>मराठी</p><!-- marked -->"])
    expect(read(publicDir, "mr/index.html")).toBe("<p>मराठी</p><!-- marked -->")
    expect(timings.map(({ name }) => name)).toEqual(["mark", "look"])
  })

  it("write no page at all when a step fails", async () => {
    const publicDir = publicWith({ "mr/index.html": "<p>मराठी</p>" })
    const failing = processBuiltPages(publicDir, [
      { name: "mark", run: mark },
      {
        name: "refuse",
        run: () => {
          throw new Error("a link leads nowhere")
        },
      },
    ])
    await expect(failing).rejects.toThrow("a link leads nowhere")
    expect(read(publicDir, "mr/index.html")).toBe("<p>मराठी</p>")
  })
})
