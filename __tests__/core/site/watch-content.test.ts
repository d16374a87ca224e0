/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { watchSchemas } from "../../../core/site/watch-content"
import { copyOfSite } from "../../support/content-copy"

jest.setTimeout(60_000)

/** Resolves once the mock has been called with a message that matches; the watcher answers file events. */
async function calledWith(mock: jest.Mock, pattern: RegExp): Promise<string> {
  for (;;) {
    const message = mock.mock.calls.map(([text]) => String(text)).find((text) => pattern.test(text))
    if (message) return message
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

let stop = async () => {}
afterEach(() => stop())

it("asks once for a restart when a schema is saved, and not for an editor's swap file", async () => {
  const site = copyOfSite()
  const reporter = { warn: jest.fn() }
  const watcher = watchSchemas(reporter, site.schemaDir)
  stop = watcher.close
  await watcher.ready
  fs.writeFileSync(path.join(site.schemaDir, ".topic.schema.json.swp"), "")
  const schema = path.join(site.schemaDir, "topic.schema.json")
  // Saved as Chrome's local editing and many editors save: a new file renamed over the old one.
  fs.writeFileSync(`${schema}.crswap`, `${fs.readFileSync(schema, "utf8")}\n`)
  fs.renameSync(`${schema}.crswap`, schema)
  expect(await calledWith(reporter.warn, /topic\.schema\.json/)).toMatch(/^schemas\/topic\.schema\.json changed: restart gatsby develop/)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(reporter.warn).toHaveBeenCalledTimes(1)
})
