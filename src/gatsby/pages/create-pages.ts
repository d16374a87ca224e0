import path from "path"
import type { GatsbyNode } from "gatsby"
import { siteContentModel } from "../content/content-paths"
import { sitePages } from "./site-pages"

interface PageNodes {
  nodes: { id: string; fields: { source: string } }[]
}

/**
 * One page per file of each page folder (topics, policies), in every language the file is published in, rendered by
 * its collection's template from the English node's id; the page's locale decides the language its query answers in.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { collections } = siteContentModel()
  const published = new Map(sitePages().map((page) => [page.relativePath, page]))
  for (const { type, template } of collections.filter(({ folder, route, template }) => folder && route && template)) {
    const result = await graphql<Record<string, PageNodes>>(`{ nodes: all${type} { nodes { id fields { source } } } }`)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not load the ${type} pages`, result.errors)
      return
    }
    for (const { id, fields } of result.data.nodes.nodes) {
      const { alternates } = published.get(fields.source)!
      for (const { locale, path: pagePath } of alternates) {
        actions.createPage({
          path: pagePath,
          component: path.resolve(`src/templates/${template}.tsx`),
          context: { id, locale, alternates },
        })
      }
    }
  }
}
