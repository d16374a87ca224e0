import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import type { Root } from "hast"
import type { CareCardData } from "../../../lib/care-card"
import { isLocale, type Locale } from "../../../lib/locales"
import { readingMinutes } from "../../../lib/reading-time"
import { type ArticleFile, markdownWords, pictureFile, pictureSources, prepareBody, siteContent } from "../../../../core"
import type { FieldConfig, ObjectTypeConfig, ResolverContext } from "../type-config"

/** A Markdown entry's node (src/gatsby/pages/source-nodes.ts): gatsby-transformer-remark's node is its one child. */
interface MarkdownEntry {
  children: string[]
  locale: string
  file: ArticleFile
}

interface MarkdownNode {
  rawMarkdownBody: string
}

const markdownNodeOf = (entry: MarkdownEntry, context: ResolverContext) => context.nodeModel.getNodeById({ id: entry.children[0] }) as MarkdownNode

/** gatsby-transformer-remark's HTML tree of the entry's Markdown node, from its own resolver (which caches it). */
async function htmlTree(entry: MarkdownEntry, context: ResolverContext, info: GraphQLResolveInfo): Promise<Root> {
  const htmlAst = (info.schema.getType("MarkdownRemark") as GraphQLObjectType).getFields().htmlAst
  return (await htmlAst.resolve!(markdownNodeOf(entry, context), {}, context, { ...info, fieldName: "htmlAst" })) as Root
}

/**
 * The care cards an article in `locale` may show, by name, from their entries' nodes: read through the node model, so
 * that Gatsby runs an article's query again when a card it shows is edited.
 */
async function careCardsIn(locale: Locale, context: ResolverContext): Promise<Map<string, CareCardData>> {
  const { entries } = await context.nodeModel.findAll({ type: "CareCardYaml", query: { filter: { locale: { eq: locale } } } })
  return new Map(
    Array.from(entries as Iterable<CareCardData & { slug: string }>, ({ slug, level, heading, points, call, notes, sources, signedOff }) => [
      slug,
      { level, heading, points, call, notes, sources, signedOff },
    ]),
  )
}

/** Fields every Markdown entry has beside its front matter: the body ready to render, its pictures and its reading time. */
export const markdownFields: Record<string, FieldConfig> = {
  body: {
    type: "JSON!",
    resolve: async (entry: MarkdownEntry, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
      if (!isLocale(entry.locale)) throw new Error(`A Markdown entry in an unknown language: ${entry.locale}`)
      const locale = entry.locale
      const content = siteContent()
      const cards = await careCardsIn(locale, context)
      return prepareBody(
        await htmlTree(entry, context, info),
        locale,
        (route) => content.localize(route, locale),
        (name) => cards.get(name),
      )
    },
  },
  bodyPictures: {
    type: "[MarkdownPicture!]!",
    resolve: async (entry: MarkdownEntry, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
      const pictures = pictureSources(await htmlTree(entry, context, info)).map(async (src) => ({
        src,
        image: await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: pictureFile(src, entry.file) } } } }),
      }))
      return Promise.all(pictures)
    },
  },
  readingMinutes: {
    type: "Int!",
    resolve: (entry: MarkdownEntry, _args: unknown, context: ResolverContext) =>
      readingMinutes(markdownWords(markdownNodeOf(entry, context).rawMarkdownBody), entry.locale),
  },
}

/** The types those fields use. */
export const markdownTypes: ObjectTypeConfig[] = [{ name: "MarkdownPicture", fields: { src: { type: "String!" }, image: { type: "File!" } } }]
