/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { watchContent } from "../../../src/gatsby/content/watch-content"
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

/** A watcher over a copy of the site, once it is ready to report. */
async function watch() {
  const site = copyOfSite()
  const reporter = { warn: jest.fn(), info: jest.fn() }
  const watcher = watchContent(reporter, site.contentDir, site.schemaDir)
  stop = watcher.close
  await watcher.ready
  return { site, reporter }
}

/** Saves a file as Chrome's local editing and many editors do: a new file renamed over the old one. */
function saveByRenaming(file: string, text: string) {
  fs.writeFileSync(`${file}.crswap`, text)
  fs.renameSync(`${file}.crswap`, file)
}

it("asks for a restart when a content file is added or removed, naming it", async () => {
  const { site, reporter } = await watch()
  const [topic] = fs.readdirSync(site.file("topics"))
  fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-topic.yaml"))
  expect(await calledWith(reporter.warn, /new-topic/)).toMatch(/content\/topics\/new-topic\.yaml is new: restart gatsby develop/)
  fs.rmSync(site.file("topics/new-topic.yaml"))
  expect(await calledWith(reporter.warn, /is gone/)).toMatch(/content\/topics\/new-topic\.yaml is gone: restart/)
})

it("checks each save of a file as a build would, naming the file, however the file is saved", async () => {
  const { site, reporter } = await watch()
  const file = site.file("navigation.yaml")
  const sound = fs.readFileSync(file, "utf8")
  saveByRenaming(file, sound)
  await calledWith(reporter.info, /The content has no problems/)
  saveByRenaming(file, `${sound}\n  broken: [\n`)
  expect(await calledWith(reporter.warn, /navigation\.yaml/)).toMatch(/^The content has 1 problem; a build would stop here:\n {2}- content\/navigation\.yaml/)
  reporter.info.mockClear()
  fs.writeFileSync(file, sound)
  await calledWith(reporter.info, /The content has no problems/)
  expect(reporter.warn).toHaveBeenCalledTimes(1)
})

it("asks once for a restart when a schema is saved, and not for an editor's swap file", async () => {
  const { site, reporter } = await watch()
  fs.writeFileSync(path.join(site.schemaDir, ".topic.schema.json.swp"), "")
  const schema = path.join(site.schemaDir, "topic.schema.json")
  saveByRenaming(schema, `${fs.readFileSync(schema, "utf8")}\n`)
  expect(await calledWith(reporter.warn, /topic\.schema\.json/)).toMatch(/^schemas\/topic\.schema\.json changed: restart gatsby develop/)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(reporter.warn).toHaveBeenCalledTimes(1)
})
