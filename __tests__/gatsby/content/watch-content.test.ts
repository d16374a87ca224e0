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

let stop = () => {}
afterEach(() => stop())

function watch() {
  const site = copyOfSite()
  const reporter = { warn: jest.fn(), error: jest.fn(), info: jest.fn() }
  stop = watchContent(reporter, site.contentDir, site.schemaDir)
  return { site, reporter }
}

it("asks for a restart when a content file is added or removed, naming it", async () => {
  const { site, reporter } = watch()
  const [topic] = fs.readdirSync(site.file("topics"))
  fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-topic.yaml"))
  expect(await calledWith(reporter.warn, /new-topic/)).toMatch(/content\/topics\/new-topic\.yaml is new: restart gatsby develop/)
  fs.rmSync(site.file("topics/new-topic.yaml"))
  expect(await calledWith(reporter.warn, /is gone/)).toMatch(/content\/topics\/new-topic\.yaml is gone: restart/)
})

it("checks a changed file as a build would, naming the file, and says when the content is sound again", async () => {
  const { site, reporter } = watch()
  const file = site.file("navigation.yaml")
  const sound = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, `${sound}\n  broken: [\n`)
  expect(await calledWith(reporter.error, /navigation\.yaml/)).toMatch(/^The content has 1 problem; a build would stop here:\n {2}- content\/navigation\.yaml/)
  expect(reporter.warn).not.toHaveBeenCalled()
  fs.writeFileSync(file, sound)
  await calledWith(reporter.info, /The content has no problems/)
})

it("asks for a restart when a schema changes", async () => {
  const { site, reporter } = watch()
  const schema = path.join(site.schemaDir, "topic.schema.json")
  fs.appendFileSync(schema, "\n")
  expect(await calledWith(reporter.warn, /topic\.schema\.json/)).toMatch(/^schemas\/topic\.schema\.json changed: restart gatsby develop/)
})
