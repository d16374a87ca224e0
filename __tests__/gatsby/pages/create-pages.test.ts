import fs from "fs"
import path from "path"
import { copyOfSite } from "../../support/content-copy"
import { withEnvironment } from "../../support/with-environment"

type GatsbyApis = typeof import("../../../src/gatsby/pages/create-pages") & typeof import("../../../src/gatsby/pages/source-nodes")

/** The build's page APIs, reading a content folder (CONTENT_DIR), as a build against that folder would. */
function apisFor(contentDir: string): GatsbyApis {
  return withEnvironment({ CONTENT_DIR: contentDir }, () => ({
    ...require("../../../src/gatsby/pages/create-pages"),
    ...require("../../../src/gatsby/pages/source-nodes"),
  }))
}

const createNodeId = (input: string) => `id-of-${input}`

/** Runs createPages against a content folder; returns the pages it created. */
async function pagesCreated(contentDir: string) {
  const { createPages } = apisFor(contentDir)
  const createPage = jest.fn()
  await createPages!({ actions: { createPage }, createNodeId } as never, {} as never, () => {})
  return createPage.mock.calls.map(([page]) => page)
}

interface EntryNode {
  id: string
  source: string
  locale: string
  slug?: string
  path?: string
  title?: string
  internal: { type: string; mediaType?: string; content?: string }
  [field: string]: unknown
}

/** Runs sourceNodes against a content folder; returns the nodes it created. */
function nodesSourced(contentDir: string): EntryNode[] {
  const { sourceNodes } = apisFor(contentDir)
  const createNode = jest.fn()
  // No file nodes: the entries are made parentless, as source-nodes.test.ts tests their parents.
  const helpers = {
    actions: { createNode, deleteNode: jest.fn() },
    createNodeId,
    createContentDigest: JSON.stringify,
    getNodesByType: () => [],
    getNode: () => undefined,
  }
  sourceNodes!(helpers as never, {} as never, () => {})
  return createNode.mock.calls.map(([node]) => node)
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
      context: { id: "id-of-en/topics/new-thing.yaml", locale: "en", alternates: [{ locale: "en", path: "/new-thing", name: expect.any(String) }] },
    })
  })

  it("creates a page in each language the file is translated into, each listing all of them as alternates", async () => {
    const site = copyOfSite()
    const [topic] = fs.readdirSync(site.file("topics"))
    fs.copyFileSync(site.file(`topics/${topic}`), site.file("topics/new-thing.yaml"))
    fs.mkdirSync(site.file("mr/topics"), { recursive: true })
    fs.writeFileSync(site.file("mr/topics/new-thing.yaml"), "reviewed: false\ntitle: नवीन\n")
    const pages = (await pagesCreated(site.contentDir)).filter((page) => page.component.endsWith("topic.tsx") && page.path.endsWith("/new-thing"))
    expect(pages.map((page) => [page.path, page.context.locale, page.context.id])).toEqual([
      ["/new-thing", "en", "id-of-en/topics/new-thing.yaml"],
      ["/mr/new-thing", "mr", "id-of-mr/topics/new-thing.yaml"],
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
    expect(pages.every((page) => /^id-of-(en|mr|hi)\/policies\//.test(page.context.id))).toBe(true)
  })

  it("makes an article's page in its own language, with the article's other languages as alternates", async () => {
    const site = copyOfSite()
    // An article without care cards, which a translation would have to give too.
    const text = fs
      .readdirSync(site.file("articles"))
      .map((name) => fs.readFileSync(site.file(`articles/${name}`), "utf8"))
      .find((words) => !words.includes("```care-card"))!
    fs.writeFileSync(site.file("articles/new-article.md"), text)
    fs.mkdirSync(site.file("mr/articles"), { recursive: true })
    fs.writeFileSync(site.file("mr/articles/new-article.md"), "---\nreviewed: false\ntitle: नवीन लेख\n---\nमजकूर\n")
    fs.writeFileSync(site.file("mr/articles/only-in-marathi.md"), text)
    const pages = (await pagesCreated(site.contentDir)).filter((page) => /new-article|only-in-marathi/.test(page.path))
    expect(
      pages.map((page) => [page.path, page.context.id, page.context.locale, page.context.alternates.map(({ path: alternate }: { path: string }) => alternate)]),
    ).toEqual([
      ["/articles/new-article", "id-of-en/articles/new-article.md", "en", ["/articles/new-article", "/mr/articles/new-article"]],
      ["/mr/articles/new-article", "id-of-mr/articles/new-article.md", "mr", ["/articles/new-article", "/mr/articles/new-article"]],
      ["/mr/articles/only-in-marathi", "id-of-mr/articles/only-in-marathi.md", "mr", ["/mr/articles/only-in-marathi"]],
    ])
    expect(pages.every((page) => page.component.endsWith("article.tsx"))).toBe(true)
  })

  it("gives Gatsby each YAML entry in every language, with the translation's words over the English facts", () => {
    const site = copyOfSite()
    fs.writeFileSync(site.file("mr/therapies.yaml"), fs.readFileSync(site.file("mr/therapies.yaml"), "utf8").replace(/^(\s*-?\s*name: ).*$/m, "$1नवे नाव"))
    fs.rmSync(site.file("hi/policies/accessibility.yaml"))
    const nodes = nodesSourced(site.contentDir)
    const therapies = (locale: string) => nodes.find((node) => node.source === "therapies.yaml" && node.locale === locale)!
    const images = (node: EntryNode) => JSON.stringify(node).match(/"[^"]*\.(jpg|png|webp)"/g)
    expect(JSON.stringify(therapies("mr"))).toContain("नवे नाव")
    expect(images(therapies("mr"))).toEqual(images(therapies("en")))
    expect(images(therapies("en"))!.every((image) => path.isAbsolute(JSON.parse(image)))).toBe(true)
    const accessibility = nodes.filter((node) => node.source === "policies/accessibility.yaml")
    expect(accessibility.map(({ locale, slug, path: address }) => [locale, slug, address])).toEqual([
      ["en", "accessibility", "/accessibility"],
      ["mr", "accessibility", "/mr/accessibility"],
      // No Hindi page: a Hindi page's link leads to the English one, in English words.
      ["hi", "accessibility", "/accessibility"],
    ])
    expect(accessibility[2].title).toBe(accessibility[0].title)
    expect(new Set(accessibility.map(({ id }) => id)).size).toBe(3)
  })

  it("gives Gatsby each Markdown file as an entry in its own language, its body for gatsby-transformer-remark", () => {
    const site = copyOfSite()
    const [english] = fs.readdirSync(site.file("articles"))
    fs.writeFileSync(
      site.file("mr/articles/first-steps.md"),
      fs.readFileSync(site.file(`articles/${english}`), "utf8").replace(/\n---\n/, "\n---\nपहिली पावले.\n"),
    )
    const [entry] = nodesSourced(site.contentDir).filter((node) => node.source === "articles/first-steps.md")
    expect(entry).toMatchObject({
      locale: "mr",
      slug: "first-steps",
      path: "/mr/articles/first-steps",
      internal: { type: "ArticleMarkdown", mediaType: "text/markdown" },
    })
    expect(entry.internal.content).toMatch(/^पहिली पावले\./)
  })
})
