import path from "path"
import { defaultLocale, isLocale, linkInLanguage, type Locale } from "../../lib/locales"
import { translationType, type Collection } from "../content/collections"
import type { SchemaSet } from "../content/schemas"
import { mergeTranslation } from "../content/translations/merge-translation"
import { sitePages } from "./site-pages"

// Pages query the English nodes; the page's language (its context's locale, which Gatsby hands every resolver)
// decides in which language each field answers. A translated file's words are laid over its English node's facts;
// where a file or a word is not translated, the English one stands.

interface Node {
  id: string
  parent?: string
  fields?: { source?: string; locale?: string }
  [key: string]: unknown
}

export interface ResolverContext {
  locale?: string
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
    findAll(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<{ entries: Iterable<unknown> }>
    getNodeById(args: { id: string }): unknown
    findRootNodeAncestor(object: unknown, predicate: (node: { internal?: { type?: string } }) => boolean): { dir?: string } | null
  }
}

export function localeOf(context: ResolverContext): Locale {
  return context.locale && isLocale(context.locale) ? context.locale : defaultLocale
}

const contentByQuery = new WeakMap<object, Map<string, Promise<Record<string, unknown>>>>()

/** A translation's words over its English node's facts, as the page shows them. */
function mergeOver(english: Node, translation: unknown, context: ResolverContext, collection: Collection, schemas: SchemaSet) {
  // Image paths are written relative to the English file; the merged copy is not part of that file's node, so they
  // are made absolute here for the File resolver.
  const englishFile = context.nodeModel.findRootNodeAncestor(english, (node) => node.internal?.type === "File")
  return mergeTranslation(english, translation, schemas.ofCollection(collection.name), schemas, (value, { schema }) =>
    schema["x-graphql"] === "File" && typeof value === "string" && englishFile?.dir ? path.resolve(englishFile.dir, value) : value,
  ) as Record<string, unknown>
}

/** Resolvers run once per field; the merged content of a node is worked out once per query and language. */
function cached(context: ResolverContext, key: string, work: () => Promise<Record<string, unknown>>) {
  const cache = contentByQuery.get(context) ?? new Map<string, Promise<Record<string, unknown>>>()
  contentByQuery.set(context, cache)
  if (!cache.has(key)) cache.set(key, work())
  return cache.get(key)!
}

/** An English node's content in the language of the page being built (the same object when that is English). */
export function nodeInLanguage(node: Node, context: ResolverContext, collection: Collection, schemas: SchemaSet): Promise<Record<string, unknown>> {
  const locale = localeOf(context)
  if (locale === defaultLocale) return Promise.resolve(node)
  return cached(context, `${node.id}:${locale}`, async () => {
    const translation = await context.nodeModel.findOne({
      type: translationType(collection),
      query: { filter: { fields: { source: { eq: node.fields?.source }, locale: { eq: locale } } } },
    })
    return translation ? mergeOver(node, translation, context, collection, schemas) : node
  })
}

/**
 * The content of an entry that is a page in its own language (an article): a translation of an English entry shows its
 * words over the English facts; an English entry, or one written in its language alone, is whole.
 */
export function ownContent(node: Node, context: ResolverContext, collection: Collection, schemas: SchemaSet): Promise<Record<string, unknown>> {
  if (node.fields?.locale === defaultLocale) return Promise.resolve(node)
  return cached(context, node.id, async () => {
    const english = (await context.nodeModel.findOne({
      type: collection.type,
      query: { filter: { fields: { source: { eq: node.fields?.source }, locale: { eq: defaultLocale } } } },
    })) as Node | null
    return english ? mergeOver(english, node, context, collection, schemas) : node
  })
}

let publishedIndex: Map<string, Locale[]> | undefined

/** The languages each English route is published in, from the content folder (read once per process). */
export function languagesOfRoutes(): ReadonlyMap<string, Locale[]> {
  publishedIndex ??= new Map(sitePages().map(({ route, alternates }) => [route, alternates.map(({ locale }) => locale)]))
  return publishedIndex
}

/** A link to a page of this site, for a page in `locale`: that language's version if it is published, else English. */
export function localizeRoute(route: string, locale: Locale): string {
  return linkInLanguage(route, locale, (page) => languagesOfRoutes().get(page))
}
