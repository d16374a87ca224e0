import type { GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { isSignedOff, recheckContent, rereadSiteContent, restartDevelop, schemaDir, siteContent, watchSchemas } from "../../../core"
import type { LocalizedEntry, SiteContent } from "../../../core"

// Content reaches Gatsby as files: gatsby-source-filesystem reads content/, gatsby-transformer-yaml makes each YAML
// file a ContentYaml node as written (create-schema-customization.ts), and gatsby-transformer-remark reads the
// Markdown. Each entry of the checked content model, in each language, is a child of the node of the file its words
// are read from: the pages query those. Under gatsby develop, Gatsby's watching brings a changed file's node again,
// and the content is read, checked and given to the pages once more.

type Helpers = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType" | "getNode" | "reporter">

/** The id of an entry's node in a language, which a page of that language is given to query. */
export const entryNodeId = ({ locale, source }: Pick<LocalizedEntry, "locale" | "source">, createNodeId: (input: string) => string) =>
  createNodeId(`${locale}/${source}`)

/** The node of each content file, by its path under content/: a YAML file's ContentYaml node, a Markdown file's File. */
function fileNodesOf({ getNodesByType, getNode }: Pick<Helpers, "getNodesByType" | "getNode">): Map<string, Node> {
  const files = new Map<string, Node>()
  for (const yaml of getNodesByType("ContentYaml")) files.set(String(getNode(yaml.parent!)?.relativePath), yaml)
  for (const file of getNodesByType("File")) if (file.extension === "md") files.set(String(file.relativePath), file)
  return files
}

/**
 * An entry's node: its content in its language, with that language, the English file it is of, its slug, its page's
 * address, and for health content whether its words are those the medical reviewer signed off. A Markdown entry's body
 * is the node's content, which gatsby-transformer-remark turns into HTML; the file it is read from stays on the node,
 * unqueried, for the pictures in it.
 */
function createEntryNode(entry: LocalizedEntry, parent: Node | undefined, { actions, createNodeId, createContentDigest }: Helpers): string {
  const { collection, source, locale, content, slug, path, file } = entry
  const signedOff = collection.signedOff ? { signedOff: isSignedOff(file) } : {}
  const data = { ...content, ...signedOff, source, locale, slug, path, file: { absolutePath: file.absolutePath, relativePath: file.relativePath } }
  const body = collection.format === "markdown" ? file.body?.text : undefined
  const id = entryNodeId(entry, createNodeId)
  const node = {
    ...data,
    id,
    parent: parent?.id ?? null,
    children: [],
    internal: {
      type: collection.type,
      contentDigest: createContentDigest({ data, body }),
      ...(body !== undefined && { mediaType: "text/markdown", content: body }),
    },
  }
  actions.createNode(node)
  if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node })
  return id
}

/** Gives Gatsby every entry of the content in every language, each under its file's node, and removes those gone. */
function createEntryNodes(content: SiteContent, helpers: Helpers) {
  const files = fileNodesOf(helpers)
  const current = new Set(content.entries.map((entry) => createEntryNode(entry, files.get(entry.file.relativePath), helpers)))
  for (const { type } of content.collections) {
    for (const node of helpers.getNodesByType(type)) if (!current.has(node.id)) helpers.actions.deleteNode(node)
  }
}

/** Whether the entries are sourced: from then on, under gatsby develop, a content file's node made again is a change. */
let sourced = false
/** The languages of the pages of src/pages when the entries were last given (fixedPageLanguages). */
let fixedPages: string | undefined

export const sourceNodes: GatsbyNode["sourceNodes"] = (helpers) => {
  const content = siteContent()
  createEntryNodes(content, helpers)
  fixedPages = fixedPageLanguages(content)
  sourced = true
  if (process.env.gatsby_executing_command === "develop") watchSchemas(helpers.reporter, schemaDir)
}

/**
 * Under gatsby develop: a content file's node made again, as Gatsby's watching does after a save, gives the pages the
 * content again. Gatsby deletes the node's children as it makes it again, so a change with a mistake gives the pages
 * the last sound content, entries and all.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, ...helpers }) => {
  const isContentFile = node.internal.type === "ContentYaml" || (node.internal.type === "File" && node.extension === "md")
  if (!sourced || !isContentFile || process.env.gatsby_executing_command !== "develop") return
  const content = recheckContent(helpers.reporter, rereadSiteContent) ?? siteContent()
  createEntryNodes(content, helpers)
  const nowFixed = fixedPageLanguages(content)
  if (nowFixed !== fixedPages) {
    helpers.reporter.warn(`A page of src/pages has a translation more or less now: ${restartDevelop} for it to be published in just those languages`)
  }
  fixedPages = nowFixed
}

/**
 * The languages of each page of src/pages and of the 404 page. onCreatePage makes those pages' versions, and gatsby
 * develop runs it only at start, while the pages of folders are made again by createPages after every change.
 */
function fixedPageLanguages({ pages, notFoundLanguages }: SiteContent): string {
  const fixed = pages.filter(({ collection }) => collection.file).map(({ route, alternates }) => [route, alternates.map(({ locale }) => locale)])
  return JSON.stringify([fixed, notFoundLanguages])
}
