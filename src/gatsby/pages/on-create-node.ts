import type { GatsbyNode } from "gatsby"
import { slugOf } from "./routes"

const typesWithSlugs = ["PolicyPageYaml", "TopicYaml"]

/** Gives each generated page's node its slug, computed once from its file name. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!typesWithSlugs.includes(node.internal.type) || !node.parent) return
  const file = getNode(node.parent) as { relativePath?: string } | undefined
  if (!file?.relativePath) return
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) })
}
