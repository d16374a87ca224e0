import fs from "fs"
import path from "path"
import { holds, listContentFiles, loadCollections, splitContentPath } from "../../../src/gatsby/content/collections"
import { SchemaSet } from "../../../src/gatsby/content/schemas"
import { copyOfSite, realSchemaDir } from "../../support/content-copy"

const collections = loadCollections(new SchemaSet(realSchemaDir))

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

/**
 * Runs createPages with the nodes a build would have for each page folder: one per English file of a YAML collection,
 * one per file in any language of a Markdown one; returns the pages it created.
 */
async function pagesCreated(contentDir: string) {
  const { createPages } = apisFor(contentDir)
  const createPage = jest.fn()
  const graphql = jest.fn().mockImplementation(async (query: string) => {
    const collection = collections.find(({ type }) => type === query.match(/all(\w+)/)![1])!
    const nodes = listContentFiles(contentDir).flatMap((relativePath) => {
      const { locale, source } = splitContentPath(relativePath)
      if (!holds(collection, source)) return []
      if (collection.format === "markdown") return [{ id: `id-of-${relativePath}`, fields: { source, locale } }]
      return locale === "en" ? [{ id: `id-of-${relativePath}`, fields: { source } }] : []
    })
    return { data: { nodes: { nodes } } }
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

  it("makes an article's page in its own language, with the article's other languages as alternates", async () => {
    const site = copyOfSite()
    const [english] = fs.readdirSync(site.file("articles"))
    const text = fs.readFileSync(site.file(`articles/${english}`), "utf8")
    fs.writeFileSync(site.file("articles/new-article.md"), text)
    fs.mkdirSync(site.file("mr/articles"), { recursive: true })
    fs.writeFileSync(site.file("mr/articles/new-article.md"), "---\nreviewed: false\ntitle: नवीन लेख\n---\nमजकूर\n")
    fs.writeFileSync(site.file("mr/articles/only-in-marathi.md"), text)
    const pages = (await pagesCreated(site.contentDir)).filter((page) => /new-article|only-in-marathi/.test(page.path))
    expect(pages.map((page) => [page.path, page.context.id, page.context.locale, page.context.alternates.map(({ path: alternate }: { path: string }) => alternate)])).toEqual([
      ["/articles/new-article", "id-of-articles/new-article.md", "en", ["/articles/new-article", "/mr/articles/new-article"]],
      ["/mr/articles/new-article", "id-of-mr/articles/new-article.md", "mr", ["/articles/new-article", "/mr/articles/new-article"]],
      ["/mr/articles/only-in-marathi", "id-of-mr/articles/only-in-marathi.md", "mr", ["/mr/articles/only-in-marathi"]],
    ])
    expect(pages.every((page) => page.component.endsWith("article.tsx"))).toBe(true)
  })

  it("computes an English page's slug and address once, from its file name, and a translation's language", () => {
    const site = copyOfSite()
    const { onCreateNode } = apisFor(site.contentDir)
    const run = (type: string, relativePath: string) => {
      const createNodeField = jest.fn()
      const node = { id: "n", parent: "file", internal: { type } }
      onCreateNode!({ node, getNode: () => ({ relativePath, internal: { type: "File" } }), actions: { createNodeField } } as never, {} as never, () => {})
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

  it("makes each Markdown file of a collection an entry of its type, in its own language at its own address", () => {
    const site = copyOfSite()
    const { onCreateNode } = apisFor(site.contentDir)
    const nodes: Record<string, object> = {
      file: { id: "file", internal: { type: "File" }, relativePath: "mr/articles/first-steps.md" },
      markdown: { id: "markdown", parent: "file", internal: { type: "MarkdownRemark", contentDigest: "digest" }, frontmatter: { title: "पहिली पावले" } },
    }
    const createNode = jest.fn()
    const createParentChildLink = jest.fn()
    const createNodeField = jest.fn()
    const actions = { createNode, createParentChildLink, createNodeField }
    const getNode = (id: string) => nodes[id]
    onCreateNode!({ node: nodes.markdown, getNode, actions, createNodeId: (input: string) => `id(${input})` } as never, {} as never, () => {})
    const [entry] = createNode.mock.calls[0]
    expect(entry).toMatchObject({ title: "पहिली पावले", parent: "markdown", internal: { type: "ArticleMarkdown" } })
    expect(createParentChildLink).toHaveBeenCalledWith({ parent: nodes.markdown, child: entry })

    onCreateNode!({ node: entry, getNode, actions } as never, {} as never, () => {})
    expect(createNodeField.mock.calls.map(([{ name, value }]) => [name, value])).toEqual([
      ["source", "articles/first-steps.md"],
      ["locale", "mr"],
      ["slug", "first-steps"],
      ["path", "/mr/articles/first-steps"],
    ])
  })
})
