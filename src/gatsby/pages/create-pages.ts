import path from "path"
import type { GatsbyNode } from "gatsby"
import { siteContentModel } from "../content/content-paths"
import { sitePages } from "./site-pages"

interface PageNodes {
  nodes: { id: string; fields: { source: string; locale?: string } }[]
}

/**
 * One page per file of each page folder (topics, policies, articles), in every language it is published in, rendered
 * by its collection's template. A YAML entry's English node makes every language's page, and the page's locale decides
 * the language its query answers in; a Markdown entry (an article) makes the page of its own language.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { collections } = siteContentModel()
  const published = new Map(sitePages().map((page) => [page.source, page]))
  for (const { type, template, format } of collections.filter(({ folder, route, template }) => folder && route && template)) {
    const locale = format === "markdown" ? "locale" : ""
    const result = await graphql<Record<string, PageNodes>>(`{ nodes: all${type} { nodes { id fields { source ${locale} } } } }`)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not load the ${type} pages`, result.errors)
      return
    }
    for (const { id, fields } of result.data.nodes.nodes) {
      const { alternates } = published.get(fields.source)!
      const versions = fields.locale ? alternates.filter((alternate) => alternate.locale === fields.locale) : alternates
      for (const { locale: pageLocale, path: pagePath } of versions) {
        actions.createPage({
          path: pagePath,
          component: path.resolve(`src/templates/${template}.tsx`),
          context: { id, locale: pageLocale, alternates },
        })
      }
    }
  }
}
