import path from "path"
import { createPages } from "../../../src/gatsby/pages/create-pages"
import { onCreateNode } from "../../../src/gatsby/pages/on-create-node"

function nodesFor(slugs: string[]) {
  return { nodes: slugs.map((slug) => ({ id: `id-of-${slug}`, fields: { slug } })) }
}

async function pagesCreatedFor(topicSlugs: string[]) {
  const createPage = jest.fn()
  const graphql = jest.fn().mockResolvedValue({
    data: { allPolicyPageYaml: nodesFor(["privacy-policy"]), allTopicYaml: nodesFor(topicSlugs) },
  })
  await createPages!({ graphql, actions: { createPage }, reporter: { panicOnBuild: jest.fn() } } as never, {} as never, () => {})
  return createPage.mock.calls.map(([page]) => page)
}

describe("topic pages", () => {
  it("creates a page for a new topic file, at its slug, from the one template, passing only the node id", async () => {
    const pages = await pagesCreatedFor(["rasayana-therapy", "new-thing"])
    expect(pages).toContainEqual({
      path: "/new-thing",
      component: path.resolve("src/templates/topic.tsx"),
      context: { id: "id-of-new-thing" },
    })
    expect(pages.filter((page) => page.component.endsWith("topic.tsx")).map((page) => page.path)).toEqual([
      "/rasayana-therapy",
      "/new-thing",
    ])
  })

  it("creates the policy pages from their own template", async () => {
    const pages = await pagesCreatedFor([])
    expect(pages).toEqual([
      { path: "/privacy-policy", component: path.resolve("src/templates/policy.tsx"), context: { id: "id-of-privacy-policy" } },
    ])
  })

  it("computes a topic's slug once, from its file name", () => {
    const createNodeField = jest.fn()
    const node = { id: "n1", parent: "file-1", internal: { type: "TopicYaml" } }
    const getNode = jest.fn().mockReturnValue({ relativePath: "topics/new-thing.yaml" })
    onCreateNode!({ node, getNode, actions: { createNodeField } } as never, {} as never, () => {})
    expect(getNode).toHaveBeenCalledWith("file-1")
    expect(createNodeField).toHaveBeenCalledWith({ node, name: "slug", value: "new-thing" })
  })

  it("gives no slug to content that is not a generated page", () => {
    const createNodeField = jest.fn()
    const node = { id: "n2", parent: "file-2", internal: { type: "TherapyYaml" } }
    onCreateNode!({ node, getNode: jest.fn(), actions: { createNodeField } } as never, {} as never, () => {})
    expect(createNodeField).not.toHaveBeenCalled()
  })
})
