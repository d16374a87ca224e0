import type { GatsbyNode } from "gatsby"
import { routeOfFile, slugOf } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

/** Gives each node of a page folder (topics, policies) its slug and its page's address, computed once from its file name. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  const collection = siteContentModel().collections.find(({ type }) => type === node.internal.type)
  if (!collection?.folder || !collection.route || !node.parent) return
  const file = getNode(node.parent) as { relativePath?: string } | undefined
  if (!file?.relativePath) return
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) })
  actions.createNodeField({ node, name: "path", value: routeOfFile(collection, file.relativePath) })
}
