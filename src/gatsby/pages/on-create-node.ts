import type { GatsbyNode } from "gatsby"
import { routeOfFile, slugOf } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

/**
 * Gives each node of a folder (topics, policies, people) its slug, and each that makes a page its address, computed
 * once from its file name.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  const collection = siteContentModel().collections.find(({ type }) => type === node.internal.type)
  if (!collection?.folder || !node.parent) return
  const file = getNode(node.parent) as { relativePath?: string } | undefined
  if (!file?.relativePath) return
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) })
  const route = routeOfFile(collection, file.relativePath)
  if (route) actions.createNodeField({ node, name: "path", value: route })
}
