import path from "path"
import type { GatsbyNode } from "gatsby"
import { siteContent } from "../../../core"
import { entryNodeId } from "./source-nodes"

/**
 * One page per entry of each page folder (topics, policies, articles) in each language it is published in, rendered by
 * its collection's template with the id of the entry's node in that language.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, createNodeId }) => {
  const { pages, entry } = siteContent()
  for (const { source, collection, alternates } of pages) {
    if (!collection.folder || !collection.template) continue
    for (const { locale, path: pagePath } of alternates) {
      actions.createPage({
        path: pagePath,
        component: path.resolve(`src/templates/${collection.template}.tsx`),
        context: { id: entryNodeId(entry(source, locale)!, createNodeId), locale, alternates },
      })
    }
  }
}
