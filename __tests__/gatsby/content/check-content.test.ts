import fs from "fs"
import os from "os"
import path from "path"

function reporter() {
  return { panic: jest.fn() }
}

async function runCheck(contentDir: string) {
  const previous = process.env.CONTENT_DIR
  process.env.CONTENT_DIR = contentDir
  try {
    let checkContent: typeof import("../../../src/gatsby/content/check-content").checkContent
    jest.isolateModules(() => {
      checkContent = require("../../../src/gatsby/content/check-content").checkContent
    })
    const report = reporter()
    checkContent!(report as never)
    return report
  } finally {
    process.env.CONTENT_DIR = previous
  }
}

it("stops the build before anything is built when a content file is wrong", async () => {
  const contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-")), "content")
  fs.cpSync(path.resolve(__dirname, "../../../content"), contentDir, { recursive: true })
  fs.writeFileSync(path.join(contentDir, "pages/doctor.yaml"), "heading: Our Doctor\n")
  const report = await runCheck(contentDir)
  expect(report.panic).toHaveBeenCalledTimes(1)
  const message: string = report.panic.mock.calls[0][0]
  expect(message).toMatch(/^The content has \d+ problems, so nothing was built or published:\n/)
  expect(message).toContain("  - content/pages/doctor.yaml: title is required")
  expect(message).toContain("  - content/pages/doctor.yaml: bio is required")
})

it("lets the build go on when the content is right", async () => {
  const report = await runCheck(path.resolve(__dirname, "../../../content"))
  expect(report.panic).not.toHaveBeenCalled()
})
