import type { GatsbyNode, NodePluginArgs } from "gatsby"
import { contentDir, isSignedOff, rereadSiteContent, restartDevelop, schemaDir, siteContent, watchContent } from "../../../core"
import type { LocalizedEntry, SiteContent } from "../../../core"

type Helpers = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType">

/** The id of an entry's node in a language, which a page of that language is given to query. */
export const entryNodeId = ({ locale, source }: Pick<LocalizedEntry, "locale" | "source">, createNodeId: (input: string) => string) =>
  createNodeId(`${locale}/${source}`)

/**
 * An entry's node: its content in its language, with that language, the English file it is of, its slug, its page's
 * address, and for health content whether its words are those the medical reviewer signed off. A Markdown entry's body is the node's content, which gatsby-transformer-remark turns into HTML; the
 * file it is read from stays on the node, unqueried, for the pictures in it.
 */
function createEntryNode(entry: LocalizedEntry, { actions, createNodeId, createContentDigest }: Helpers): string {
  const { collection, source, locale, content, slug, path, file } = entry
  const signedOff = collection.signedOff ? { signedOff: isSignedOff(file) } : {}
  const data = { ...content, ...signedOff, source, locale, slug, path, file: { absolutePath: file.absolutePath, relativePath: file.relativePath } }
  const body = collection.format === "markdown" ? file.body?.text : undefined
  const id = entryNodeId(entry, createNodeId)
  actions.createNode({
    ...data,
    id,
    parent: null,
    children: [],
    internal: {
      type: collection.type,
      contentDigest: createContentDigest({ data, body }),
      ...(body !== undefined && { mediaType: "text/markdown", content: body }),
    },
  })
  return id
}

/** Gives Gatsby the content: one node per entry and language. Under gatsby develop, again after each change to content/. */
export const sourceNodes: GatsbyNode["sourceNodes"] = (helpers) => {
  const createAll = (content: SiteContent) => new Set(content.entries.map((entry) => createEntryNode(entry, helpers)))
  const content = siteContent()
  createAll(content)
  if (process.env.gatsby_executing_command !== "develop") return
  let fixedPages = fixedPageLanguages(content)
  watchContent(helpers.reporter, { contentDir, schemaDir, read: rereadSiteContent }, (changed) => {
    const current = createAll(changed)
    for (const { type } of changed.collections) {
      for (const node of helpers.getNodesByType(type)) if (!current.has(node.id)) helpers.actions.deleteNode(node)
    }
    const nowFixed = fixedPageLanguages(changed)
    if (nowFixed !== fixedPages) {
      helpers.reporter.warn(`A page of src/pages has a translation more or less now: ${restartDevelop} for it to be published in just those languages`)
    }
    fixedPages = nowFixed
  })
}

/**
 * The languages of each page of src/pages and of the 404 page. onCreatePage makes those pages' versions, and gatsby
 * develop runs it only at start, while the pages of folders are made again by createPages after every change.
 */
function fixedPageLanguages({ pages, notFoundLanguages }: SiteContent): string {
  const fixed = pages.filter(({ collection }) => collection.file).map(({ route, alternates }) => [route, alternates.map(({ locale }) => locale)])
  return JSON.stringify([fixed, notFoundLanguages])
}
