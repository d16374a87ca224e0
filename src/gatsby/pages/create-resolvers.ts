import type { GatsbyNode } from "gatsby"
import { isLocale } from "../../lib/locales"
import { siteSchemas, versionsInLanguage } from "../../../core"
import type { ResolverContext } from "./type-config"

interface ArticleNode {
  source: string
  locale: string
  title: string
  datePublished: string
  related: string[]
}

/**
 * The article library in a language: `articleLibrary(locale)` for /articles, and on every topic `relatedArticles`, the
 * articles that name it in `related`. Each article appears once, in the reader's language where it is written in it,
 * else in English; newest first.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  const { collections } = siteSchemas()
  const articles = collections.find(({ name }) => name === "article")!
  const topics = collections.find(({ name }) => name === "topic")!

  const library = async (context: ResolverContext, locale: string, relatedTo?: string) => {
    if (!isLocale(locale)) throw new Error(`articleLibrary: "${locale}" is not a language of this site`)
    const { entries } = await context.nodeModel.findAll({ type: articles.type })
    return versionsInLanguage([...entries] as ArticleNode[], locale)
      .filter((article) => relatedTo === undefined || article.related.includes(relatedTo))
      .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.title.localeCompare(b.title))
  }

  addResolvers({
    Query: {
      articleLibrary: {
        type: `[${articles.type}!]!`,
        args: { locale: "String!" },
        resolve: (_source: unknown, { locale }: { locale: string }, context: ResolverContext) => library(context, locale),
      },
    },
    [topics.type]: {
      relatedArticles: {
        type: `[${articles.type}!]!`,
        resolve: (topic: { slug: string; locale: string }, _args: unknown, context: ResolverContext) => library(context, topic.locale, topic.slug),
      },
    },
  })
}
