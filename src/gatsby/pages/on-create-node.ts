import type { GatsbyNode, Node } from "gatsby"
import { localizedPath } from "../../lib/locales"
import { collectionOf, routeOfFile, slugOf, splitContentPath, translationType, type Collection } from "../content/collections"
import { siteContentModel } from "../content/content-paths"

type Actions = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]["actions"]

/** The content file a node comes from: its parent, or for a Markdown entry its Markdown node's parent. */
function contentFileOf(node: Node, getNode: (id: string) => Node | undefined): { relativePath?: string } | undefined {
  let parent = node.parent ? getNode(node.parent) : undefined
  while (parent && parent.internal.type !== "File") parent = parent.parent ? getNode(parent.parent) : undefined
  return parent as { relativePath?: string } | undefined
}

/** A Markdown file of a collection becomes an entry of the collection's type: its front matter as fields, below the Markdown node. */
function createMarkdownEntry(markdown: Node, collection: Collection, actions: Actions, createNodeId: (input: string) => string) {
  const entry = {
    ...(markdown.frontmatter as Record<string, unknown>),
    id: createNodeId(`${markdown.id} >>> ${collection.type}`),
    parent: markdown.id,
    children: [],
    internal: { type: collection.type, contentDigest: markdown.internal.contentDigest },
  }
  actions.createNode(entry)
  actions.createParentChildLink({ parent: markdown, child: entry as unknown as Node })
}

/**
 * Gives each content node the English file it is or translates (fields.source) and, for a translation, its language.
 * An English node of a folder (topics, policies, people) also gets its slug, and of a page folder its English address,
 * computed once from its file name. A Markdown entry (an article) is a page in its own language: it gets its language
 * and its own address in that language.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, createNodeId }) => {
  const { type } = node.internal
  const { collections } = siteContentModel()
  const file = contentFileOf(node, getNode)
  if (!file?.relativePath) return
  if (type === "MarkdownRemark") {
    const collection = collectionOf(collections, file.relativePath)
    if (collection?.format === "markdown") createMarkdownEntry(node, collection, actions, createNodeId)
    return
  }
  const collection = collections.find((candidate) => candidate.type === type || translationType(candidate) === type)
  if (!collection) return
  const { locale, source } = splitContentPath(file.relativePath)
  actions.createNodeField({ node, name: "source", value: source })
  if (collection.format === "markdown") {
    actions.createNodeField({ node, name: "locale", value: locale })
    actions.createNodeField({ node, name: "slug", value: slugOf(source) })
    const route = routeOfFile(collection, source)
    if (route) actions.createNodeField({ node, name: "path", value: localizedPath(route, locale) })
    return
  }
  if (locale !== "en") {
    actions.createNodeField({ node, name: "locale", value: locale })
    return
  }
  if (!collection.folder) return
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) })
  const route = routeOfFile(collection, file.relativePath)
  if (route) actions.createNodeField({ node, name: "path", value: route })
}
