import type { GatsbyNode } from "gatsby"
import { siteContentModel } from "../content/content-paths"
import { localeOf, ownContent, type ResolverContext } from "./localized-content"
import { versionsInLanguage } from "./markdown/versions-in-language"

interface ArticleNode {
  id: string
  fields: { source: string; locale: string }
}

interface ArticleContent {
  title: string
  datePublished: string
  related: string[]
}

/**
 * The article library in the page's language: `articleLibrary` for /articles, and on every topic `relatedArticles`,
 * the articles that name it in `related`. Each article appears once, in the reader's language where it is written in
 * it, else in English; newest first.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const { schemas, collections } = siteContentModel()
  const articles = collections.find(({ name }) => name === "article")
  const topics = collections.find(({ name }) => name === "topic")
  if (!articles || !topics) return

  const library = async (context: ResolverContext, relatedTo?: string) => {
    const { entries } = await context.nodeModel.findAll({ type: articles.type })
    const chosen = versionsInLanguage([...entries] as ArticleNode[], localeOf(context))
    const withContent = await Promise.all(
      chosen.map(async (node) => ({ node, content: (await ownContent(node as never, context, articles, schemas)) as unknown as ArticleContent })),
    )
    return withContent
      .filter(({ content }) => relatedTo === undefined || content.related.includes(relatedTo))
      .sort((a, b) => b.content.datePublished.localeCompare(a.content.datePublished) || a.content.title.localeCompare(b.content.title))
      .map(({ node }) => node)
  }

  addResolvers({
    Query: {
      articleLibrary: { type: `[${articles.type}!]!`, resolve: (_source: unknown, _args: unknown, context: ResolverContext) => library(context) },
    },
    [topics.type]: {
      relatedArticles: {
        type: `[${articles.type}!]!`,
        resolve: (source: { fields: { slug: string } }, _args: unknown, context: ResolverContext) => library(context, source.fields.slug),
      },
    },
  })
}
