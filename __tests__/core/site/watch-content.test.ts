/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import type { SiteContent } from "../../../core/content/site-content"
import { readSiteContent } from "../../support/read-site-content"
import { watchContent } from "../../../core/site/watch-content"
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
  const schemas = new SchemaSet(site.schemaDir)
  const read = () => readSiteContent(site.contentDir, schemas, loadCollections(schemas), new Date())
  const changed = jest.fn<void, [SiteContent]>()
  const watcher = watchContent(reporter, { ...site, read }, changed)
  stop = watcher.close
  await watcher.ready
  return { site, reporter, changed }
}

/** Saves a file as Chrome's local editing and many editors do: a new file renamed over the old one. */
function saveByRenaming(file: string, text: string) {
  fs.writeFileSync(`${file}.crswap`, text)
  fs.renameSync(`${file}.crswap`, file)
}

/** The content handed on after the next change has settled. */
async function nextContent(changed: jest.Mock<void, [SiteContent]>): Promise<SiteContent> {
  const before = changed.mock.calls.length
  while (changed.mock.calls.length === before) await new Promise((resolve) => setTimeout(resolve, 50))
  return changed.mock.calls.at(-1)![0]
}

it("hands on the content read again when a content file is added or removed", async () => {
  const { site, changed } = await watch()
  const [topic] = fs.readdirSync(site.file("topics"))
  const topicPages = (content: SiteContent) => content.pages.filter(({ source }) => source.startsWith("topics/")).map(({ route }) => route)
  fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-topic.yaml"))
  expect(topicPages(await nextContent(changed))).toContain("/new-topic")
  fs.rmSync(site.file("topics/new-topic.yaml"))
  expect(topicPages(await nextContent(changed))).not.toContain("/new-topic")
})

it("checks each save of a file as a build would, naming the file, however the file is saved", async () => {
  const { site, reporter, changed } = await watch()
  const file = site.file("navigation.yaml")
  const sound = fs.readFileSync(file, "utf8")
  saveByRenaming(file, sound)
  await calledWith(reporter.info, /The content has no problems/)
  saveByRenaming(file, `${sound}\n  broken: [\n`)
  expect(await calledWith(reporter.warn, /navigation\.yaml/)).toMatch(
    /^The content has 1 problem; a build would stop here, and the pages show the content as it was:\n {2}- content\/navigation\.yaml/,
  )
  reporter.info.mockClear()
  fs.writeFileSync(file, sound)
  await calledWith(reporter.info, /The content has no problems/)
  expect(reporter.warn).toHaveBeenCalledTimes(1)
  // Content with a mistake is not handed on.
  expect(changed).toHaveBeenCalledTimes(2)
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
