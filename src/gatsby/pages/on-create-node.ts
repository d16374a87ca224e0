import type { GatsbyNode } from "gatsby"
import { routeOfFile, slugOf, splitContentPath, translationType } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

/**
 * Gives each content node the English file it is or translates (fields.source) and, for a translation, its language.
 * An English node of a folder (topics, policies, people) also gets its slug, and of a page folder its English address,
 * computed once from its file name.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  const { type } = node.internal
  const collection = siteContentModel().collections.find((candidate) => candidate.type === type || translationType(candidate) === type)
  if (!collection || !node.parent) return
  const file = getNode(node.parent) as { relativePath?: string } | undefined
  if (!file?.relativePath) return
  const { locale, source } = splitContentPath(file.relativePath)
  actions.createNodeField({ node, name: "source", value: source })
  if (locale !== "en") {
    actions.createNodeField({ node, name: "locale", value: locale })
    return
  }
  if (!collection.folder) return
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) })
  const route = routeOfFile(collection, file.relativePath)
  if (route) actions.createNodeField({ node, name: "path", value: route })
}
