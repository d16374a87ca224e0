import fs from "fs"
import path from "path"
import { copyOfSite } from "../../support/content-copy"

type GatsbyApis = typeof import("../../../src/gatsby/pages/create-pages") & typeof import("../../../src/gatsby/pages/on-create-node")

/** The build's page APIs, reading a content folder (CONTENT_DIR), as a build against that folder would. */
function apisFor(contentDir: string): GatsbyApis {
  const previous = process.env.CONTENT_DIR
  process.env.CONTENT_DIR = contentDir
  try {
    let apis: GatsbyApis | undefined
    jest.isolateModules(() => {
      apis = { ...require("../../../src/gatsby/pages/create-pages"), ...require("../../../src/gatsby/pages/on-create-node") }
    })
    return apis!
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR
    else process.env.CONTENT_DIR = previous
  }
}

/** Runs createPages with one English node per file of each page folder, and returns the pages it created. */
async function pagesCreated(contentDir: string) {
  const { createPages } = apisFor(contentDir)
  const createPage = jest.fn()
  const folders: Record<string, string> = { TopicYaml: "topics", PolicyPageYaml: "policies" }
  const graphql = jest.fn().mockImplementation(async (query: string) => {
    const folder = folders[query.match(/all(\w+)/)![1]]
    const sources = fs.readdirSync(path.join(contentDir, folder)).map((name) => `${folder}/${name}`)
    return { data: { nodes: { nodes: sources.map((source) => ({ id: `id-of-${source}`, fields: { source } })) } } }
  })
  await createPages!({ graphql, actions: { createPage }, reporter: { panicOnBuild: jest.fn() } } as never, {} as never, () => {})
  return createPage.mock.calls.map(([page]) => page)
}

describe("pages from content folders", () => {
  it("creates a page for a new topic file, at its address, from the one template, passing its node's id", async () => {
    const site = copyOfSite()
    const [topic] = fs.readdirSync(site.file("topics"))
    fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-thing.yaml"))
    const pages = await pagesCreated(site.contentDir)
    expect(pages).toContainEqual({
      path: "/new-thing",
      component: path.resolve("src/templates/topic.tsx"),
      context: { id: "id-of-topics/new-thing.yaml", locale: "en", alternates: [{ locale: "en", path: "/new-thing", name: expect.any(String) }] },
    })
  })

  it("creates a page in each language the file is translated into, each listing all of them as alternates", async () => {
    const site = copyOfSite()
    const [topic] = fs.readdirSync(site.file("topics"))
    fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-thing.yaml"))
    fs.mkdirSync(site.file("mr/topics"), { recursive: true })
    fs.writeFileSync(site.file("mr/topics/new-thing.yaml"), "reviewed: false\ntitle: नवीन\n")
    const pages = (await pagesCreated(site.contentDir)).filter((page) => page.context.id === "id-of-topics/new-thing.yaml")
    expect(pages.map((page) => [page.path, page.context.locale])).toEqual([
      ["/new-thing", "en"],
      ["/mr/new-thing", "mr"],
    ])
    const alternates = pages[0].context.alternates.map(({ locale, path: alternate }: { locale: string; path: string }) => [locale, alternate])
    expect(alternates).toEqual([
      ["en", "/new-thing"],
      ["mr", "/mr/new-thing"],
    ])
    expect(pages[1].context.alternates).toEqual(pages[0].context.alternates)
  })

  it("publishes nothing in a language that lacks the words of the page frame", async () => {
    const site = copyOfSite()
    fs.rmSync(site.file("mr/navigation.yaml"))
    const pages = await pagesCreated(site.contentDir)
    expect(pages.some((page) => page.path.startsWith("/mr/"))).toBe(false)
  })

  it("creates the policy pages from their own template", async () => {
    const site = copyOfSite()
    const pages = (await pagesCreated(site.contentDir)).filter((page) => page.component.endsWith("policy.tsx"))
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.every((page) => page.context.id.startsWith("id-of-policies/"))).toBe(true)
  })

  it("computes an English page's slug and address once, from its file name, and a translation's language", () => {
    const site = copyOfSite()
    const { onCreateNode } = apisFor(site.contentDir)
    const run = (type: string, relativePath: string) => {
      const createNodeField = jest.fn()
      const node = { id: "n", parent: "file", internal: { type } }
      onCreateNode!({ node, getNode: () => ({ relativePath }), actions: { createNodeField } } as never, {} as never, () => {})
      return createNodeField.mock.calls.map(([{ name, value }]) => [name, value])
    }
    expect(run("PolicyPageYaml", "policies/cookie-policy.yaml")).toEqual([
      ["source", "policies/cookie-policy.yaml"],
      ["slug", "cookie-policy"],
      ["path", "/cookie-policy"],
    ])
    expect(run("PolicyPageYamlTranslation", "mr/policies/cookie-policy.yaml")).toEqual([
      ["source", "policies/cookie-policy.yaml"],
      ["locale", "mr"],
    ])
    expect(run("TherapiesYaml", "therapies.yaml")).toEqual([["source", "therapies.yaml"]])
  })
})
