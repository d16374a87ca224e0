import path from "path"
import { createPages } from "../../../src/gatsby/pages/create-pages"
import { onCreateNode } from "../../../src/gatsby/pages/on-create-node"

/** Runs createPages with a GraphQL answer per node type, and returns the pages it created. */
async function pagesCreatedFor(pathsByType: Record<string, string[]>) {
  const createPage = jest.fn()
  const graphql = jest.fn().mockImplementation(async (query: string) => {
    const type = query.match(/all(\w+)/)![1]
    const paths = pathsByType[type] ?? []
    return { data: { nodes: { nodes: paths.map((route) => ({ id: `id-of-${route}`, fields: { path: route } })) } } }
  })
  await createPages!({ graphql, actions: { createPage }, reporter: { panicOnBuild: jest.fn() } } as never, {} as never, () => {})
  return createPage.mock.calls.map(([page]) => page)
}

describe("pages from content folders", () => {
  it("creates a page for each topic file, at its address, from the one template, passing only the node id", async () => {
    const pages = await pagesCreatedFor({ TopicYaml: ["/rasayana-therapy", "/new-thing"] })
    expect(pages).toEqual([
      { path: "/rasayana-therapy", component: path.resolve("src/templates/topic.tsx"), context: { id: "id-of-/rasayana-therapy" } },
      { path: "/new-thing", component: path.resolve("src/templates/topic.tsx"), context: { id: "id-of-/new-thing" } },
    ])
  })

  it("creates the policy pages from their own template", async () => {
    const pages = await pagesCreatedFor({ PolicyPageYaml: ["/cookie-policy"] })
    expect(pages).toEqual([
      { path: "/cookie-policy", component: path.resolve("src/templates/policy.tsx"), context: { id: "id-of-/cookie-policy" } },
    ])
  })

  it("computes a page's slug and address once, from its file name", () => {
    const createNodeField = jest.fn()
    const node = { id: "n1", parent: "file-1", internal: { type: "PolicyPageYaml" } }
    const getNode = jest.fn().mockReturnValue({ relativePath: "policies/cookie-policy.yaml" })
    onCreateNode!({ node, getNode, actions: { createNodeField } } as never, {} as never, () => {})
    expect(getNode).toHaveBeenCalledWith("file-1")
    expect(createNodeField.mock.calls).toEqual([
      [{ node, name: "slug", value: "cookie-policy" }],
      [{ node, name: "path", value: "/cookie-policy" }],
    ])
  })

  it("gives no slug to content that is not a page of its own", () => {
    const createNodeField = jest.fn()
    const node = { id: "n2", parent: "file-2", internal: { type: "TherapiesYaml" } }
    onCreateNode!({ node, getNode: jest.fn(), actions: { createNodeField } } as never, {} as never, () => {})
    expect(createNodeField).not.toHaveBeenCalled()
  })
})
