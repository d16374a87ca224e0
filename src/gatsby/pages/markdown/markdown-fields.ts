import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import type { Root } from "hast"
import { defaultLocale, isLocale } from "../../../lib/locales"
import { readingMinutes } from "../../../lib/reading-time"
import { markdownWords } from "../../content/markdown/parse-markdown"
import { pictureFile, type ArticleFile } from "../../content/markdown/picture-file"
import { localizeRoute, type ResolverContext } from "../localized-content"
import type { FieldConfig, ObjectTypeConfig } from "../type-config"
import { pictureSources, prepareBody } from "./prepare-body"

interface MarkdownEntry {
  parent: string
  fields: { locale: string }
}

interface MarkdownNode {
  rawMarkdownBody: string
}

const markdownNodeOf = (entry: MarkdownEntry, context: ResolverContext) => context.nodeModel.getNodeById({ id: entry.parent }) as MarkdownNode

/** gatsby-transformer-remark's HTML tree of the entry's Markdown node, from its own resolver (which caches it). */
async function htmlTree(entry: MarkdownEntry, context: ResolverContext, info: GraphQLResolveInfo): Promise<Root> {
  const htmlAst = (info.schema.getType("MarkdownRemark") as GraphQLObjectType).getFields().htmlAst
  return (await htmlAst.resolve!(markdownNodeOf(entry, context), {}, context, { ...info, fieldName: "htmlAst" })) as Root
}

/** Fields every Markdown entry has beside its front matter: the body ready to render, its pictures and its reading time. */
export const markdownFields: Record<string, FieldConfig> = {
  body: {
    type: "JSON!",
    resolve: async (source: MarkdownEntry, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
      const entry = source
      const locale = isLocale(entry.fields.locale) ? entry.fields.locale : defaultLocale
      return prepareBody(await htmlTree(entry, context, info), locale, (route) => localizeRoute(route, locale))
    },
  },
  bodyPictures: {
    type: "[MarkdownPicture!]!",
    resolve: async (source: MarkdownEntry, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
      const entry = source
      const file = context.nodeModel.findRootNodeAncestor(entry, (node) => node.internal?.type === "File") as ArticleFile | null
      if (!file) return []
      const pictures = pictureSources(await htmlTree(entry, context, info)).map(async (src) => ({
        src,
        image: await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: pictureFile(src, file) } } } }),
      }))
      return Promise.all(pictures)
    },
  },
  readingMinutes: {
    type: "Int!",
    resolve: (source: MarkdownEntry, _args: unknown, context: ResolverContext) => {
      const entry = source
      return readingMinutes(markdownWords(markdownNodeOf(entry, context).rawMarkdownBody), entry.fields.locale)
    },
  },
}

/** The types those fields use. */
export const markdownTypes: ObjectTypeConfig[] = [
  { name: "MarkdownPicture", fields: { src: { type: "String!" }, image: { type: "File!" } } },
  { name: "MarkdownFields", fields: { source: { type: "String!" }, locale: { type: "String!" }, slug: { type: "String!" }, path: { type: "String!" } } },
]
