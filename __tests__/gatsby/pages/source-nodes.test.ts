/** @jest-environment node */
import fs from "fs"
import path from "path"
import type { Node } from "gatsby"
import { listContentFiles } from "../../../core"
import { copyOfSite, editYaml } from "../../support/content-copy"
import { withEnvironment } from "../../support/with-environment"

type SourceNodes = typeof import("../../../src/gatsby/pages/source-nodes")
type Entry = Node & { locale: string; source: string; title?: string }

/**
 * Gatsby, as far as sourcing goes, over a content folder: a File node for each file, and for each YAML file the
 * ContentYaml node gatsby-transformer-yaml makes of it; the nodes the site makes are kept, with their parents.
 */
function gatsbyOver(contentDir: string) {
  const nodes = new Map<string, Node>()
  const node = (id: string, type: string, fields: object, parent: string | null = null) =>
    nodes.set(id, { id, parent, children: [], internal: { type, contentDigest: id, owner: "test" }, ...fields } as Node)
  for (const relativePath of listContentFiles(contentDir)) {
    node(`file:${relativePath}`, "File", { relativePath, extension: path.extname(relativePath).slice(1) })
    if (relativePath.endsWith(".yaml")) node(`yaml:${relativePath}`, "ContentYaml", {}, `file:${relativePath}`)
  }
  const helpers = {
    actions: {
      createNode: (made: Node) => void nodes.set(made.id, made),
      deleteNode: (gone: Node) => void nodes.delete(gone.id),
      createParentChildLink: ({ parent, child }: { parent: Node; child: Node }) => void parent.children.push(child.id),
    },
    createNodeId: (input: string) => `entry:${input}`,
    createContentDigest: (input: unknown) => JSON.stringify(input),
    getNodesByType: (type: string) => [...nodes.values()].filter((each) => each.internal.type === type),
    getNode: (id: string) => nodes.get(id),
    reporter: { warn: jest.fn(), info: jest.fn() },
  }
  /** What Gatsby's watching does to the node of a file saved: makes it again, deleting every node under it. */
  const remade = (id: string) => {
    const deleteUnder = (parent: Node) => {
      for (const child of parent.children) {
        deleteUnder(nodes.get(child)!)
        nodes.delete(child)
      }
      parent.children = []
    }
    deleteUnder(nodes.get(id)!)
    return nodes.get(id)!
  }
  return { nodes, helpers, remade, entry: (id: string) => nodes.get(`entry:${id}`) as Entry | undefined }
}

/** The site's sourcing over a copy of the content, as a build (or gatsby develop) loads it. */
function sourcedCopy(write: (file: (relativePath: string) => string) => void = () => {}) {
  const site = copyOfSite()
  write(site.file)
  const gatsby = gatsbyOver(site.contentDir)
  const module = withEnvironment({ CONTENT_DIR: site.contentDir }, () => require("../../../src/gatsby/pages/source-nodes") as SourceNodes)
  withEnvironment({ CONTENT_DIR: site.contentDir, gatsby_executing_command: "build" }, () =>
    module.sourceNodes!(gatsby.helpers as never, {} as never, () => {}),
  )
  return { site, module, ...gatsby }
}

const [topic] = fs.readdirSync(path.join(__dirname, "../../../content/topics")).sort()

it("makes each entry, in each language, a child of the node of the file its words are read from", () => {
  const { entry, nodes } = sourcedCopy((file) => fs.rmSync(file(`hi/topics/${topic}`)))
  expect(entry(`mr/topics/${topic}`)!.parent).toBe(`yaml:mr/topics/${topic}`)
  expect(entry(`en/topics/${topic}`)!.parent).toBe(`yaml:topics/${topic}`)
  // A page with no Hindi file shows the English words: its Hindi entry is the English file's child.
  expect(entry(`hi/topics/${topic}`)!.parent).toBe(`yaml:topics/${topic}`)
  expect(nodes.get(`yaml:mr/topics/${topic}`)!.children).toContain(`entry:mr/topics/${topic}`)
  const [article] = fs.readdirSync(path.join(__dirname, "../../../content/articles")).sort()
  expect(entry(`en/articles/${article}`)!.parent).toBe(`file:articles/${article}`)
})

describe("under gatsby develop, a content file's node made again by Gatsby's watching", () => {
  const develop = <T>(contentDir: string, work: () => T) => withEnvironment({ CONTENT_DIR: contentDir, gatsby_executing_command: "develop" }, work)

  it("gives the pages the content again, checked as a build checks it", () => {
    const { site, module, helpers, remade, entry } = sourcedCopy()
    editYaml(site.file(`topics/${topic}`), (data) => (data.title = "A Title Changed While Developing"))
    develop(site.contentDir, () => module.onCreateNode!({ node: remade(`yaml:topics/${topic}`), ...helpers } as never, {} as never, () => {}))
    expect(entry(`en/topics/${topic}`)!.title).toBe("A Title Changed While Developing")
    expect(helpers.reporter.info).toHaveBeenCalledWith("The content has no problems; the pages show the change.")
  })

  it("keeps the content as it was when the change has a mistake, naming the file and field, its entries made again", () => {
    const { site, module, helpers, remade, entry } = sourcedCopy()
    const title = entry(`en/topics/${topic}`)!.title
    editYaml(site.file(`topics/${topic}`), (data) => delete data.title)
    develop(site.contentDir, () => module.onCreateNode!({ node: remade(`yaml:topics/${topic}`), ...helpers } as never, {} as never, () => {}))
    expect(helpers.reporter.warn).toHaveBeenCalledWith(expect.stringContaining(`content/topics/${topic}: title is required`))
    expect(entry(`en/topics/${topic}`)!.title).toBe(title)
  })
})
