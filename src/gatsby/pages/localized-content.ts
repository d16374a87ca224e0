import path from "path"
import { defaultLocale, isLocale, localizedPath, type Locale } from "../../lib/locales"
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
  fields?: { source?: string }
  [key: string]: unknown
}

export interface ResolverContext {
  locale?: string
  nodeModel: {
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
    getNodeById(args: { id: string }): unknown
    findRootNodeAncestor(object: unknown, predicate: (node: { internal?: { type?: string } }) => boolean): { dir?: string } | null
  }
}

export function localeOf(context: ResolverContext): Locale {
  return context.locale && isLocale(context.locale) ? context.locale : defaultLocale
}

const contentByQuery = new WeakMap<object, Map<string, Promise<Record<string, unknown>>>>()

async function localize(node: Node, locale: Locale, context: ResolverContext, collection: Collection, schemas: SchemaSet) {
  const translation = await context.nodeModel.findOne({
    type: translationType(collection),
    query: { filter: { fields: { source: { eq: node.fields?.source }, locale: { eq: locale } } } },
  })
  if (!translation) return node
  // Image paths are written relative to the English file; the merged copy is not part of that file's node, so they
  // are made absolute here for the File resolver.
  const englishFile = node.parent ? (context.nodeModel.getNodeById({ id: node.parent }) as { dir?: string } | null) : null
  const schemaFile = `${collection.name}.schema.json`
  return mergeTranslation(node, translation, { schema: schemas.get(schemaFile), file: schemaFile }, schemas, (value, { schema }) =>
    schema["x-graphql"] === "File" && typeof value === "string" && englishFile?.dir ? path.resolve(englishFile.dir, value) : value,
  ) as Record<string, unknown>
}

/** An English node's content in the language of the page being built (the same object when that is English). */
export function contentIn(node: Node, context: ResolverContext, collection: Collection, schemas: SchemaSet): Promise<Record<string, unknown>> {
  const locale = localeOf(context)
  if (locale === defaultLocale) return Promise.resolve(node)
  const cache = contentByQuery.get(context) ?? new Map<string, Promise<Record<string, unknown>>>()
  contentByQuery.set(context, cache)
  const key = `${node.id}:${locale}`
  if (!cache.has(key)) cache.set(key, localize(node, locale, context, collection, schemas))
  return cache.get(key)!
}

let publishedIndex: Map<string, Locale[]> | undefined

/** The languages each English route is published in, from the content folder (read once per process). */
function languagesOfRoute(route: string): Locale[] | undefined {
  publishedIndex ??= new Map(sitePages().map(({ route: page, alternates }) => [page, alternates.map(({ locale }) => locale)]))
  return publishedIndex.get(route)
}

/** A link to a page of this site, for a page in `locale`: that language's version if it is published, else English. */
export function localizeRoute(route: string, locale: Locale): string {
  if (locale === defaultLocale) return route
  const [page, anchor] = route.split("#")
  if (!languagesOfRoute(page)?.includes(locale)) return route
  return `${localizedPath(page, locale)}${anchor === undefined ? "" : `#${anchor}`}`
}
