import path from "path"
import type { GatsbyNode } from "gatsby"
import { siteContentModel } from "../content/content-paths"

interface PageNodes {
  nodes: { id: string; fields: { path: string } }[]
}

/** One page per file of each page folder (topics, policies), rendered by its collection's template from the node id alone. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const folders = siteContentModel().collections.filter(({ folder, route, template }) => folder && route && template)
  for (const { type, template } of folders) {
    const result = await graphql<Record<string, PageNodes>>(`{ nodes: all${type} { nodes { id fields { path } } } }`)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not load the ${type} pages`, result.errors)
      return
    }
    for (const { id, fields } of result.data.nodes.nodes) {
      actions.createPage({
        path: fields.path,
        component: path.resolve(`src/templates/${template}.tsx`),
        context: { id },
      })
    }
  }
}
