import path from "path"
import type { GraphQLResolveInfo } from "graphql"
import { pascalCase, translationType, type Collection } from "../content/collections"
import type { JsonSchema, SchemaSet } from "../content/schemas"
import { localeOf, localizeRoute, nodeInLanguage, ownContent, type ResolverContext } from "./localized-content"
import { markdownFields, markdownTypes } from "./markdown/markdown-fields"
import type { FieldConfig, ObjectTypeConfig } from "./type-config"

// The GraphQL types of the content, generated from schemas/ so that the JSON Schema stays the one description of
// each collection: an object becomes a type, a required property a non-null field (!), an array a list, an image path
// (x-graphql: "File") a File node, a route (x-graphql: "Route") a link in the page's language, and a reference
// (x-graphql: { link }) the node it names. Every field of a collection's node answers in the page's language; a
// Markdown entry (an article) is a page in its own language and answers in that.

type Resolver = (source: Record<string, unknown>, args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => unknown

const string = { type: "String!" }
/** What onCreateNode gives each node: the English file it is or translates, and a folder entry's slug and address. */
const fieldsTypes: ObjectTypeConfig[] = [
  { name: "ContentFields", fields: { source: string } },
  { name: "EntryFields", fields: { source: string, slug: string } },
  { name: "PageFields", fields: { source: string, slug: string, path: string } },
  { name: "TranslationFields", fields: { source: string, locale: string } },
]

/**
 * A path written in a YAML file leads to the File node beside it, as @fileByRelativePath does, even in nested lists;
 * in a translated page's content the path has already been made absolute.
 */
const fileByPath: Resolver = (source, _args, context, info) => {
  const value = source[info.fieldName]
  if (typeof value !== "string") return null
  const dir = path.isAbsolute(value) ? "" : context.nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === "File")?.dir
  if (dir === undefined) throw new Error(`${info.parentType.name}.${info.fieldName}: cannot tell which content file "${value}" is in`)
  return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.resolve(dir, value) } } } })
}

const localizedRoute: Resolver = (source, _args, context, info) => {
  const value = source[info.fieldName]
  return typeof value === "string" ? localizeRoute(value, localeOf(context)) : value
}

/** A slug naming an entry of another collection leads to that entry's node; a list of slugs, to their nodes in order. */
function nodeBySlug(type: string): Resolver {
  const find = (slug: unknown, context: ResolverContext) =>
    typeof slug === "string" ? context.nodeModel.findOne({ type, query: { filter: { fields: { slug: { eq: slug } } } } }) : null
  return (source, _args, context, info) => {
    const value = source[info.fieldName]
    return Array.isArray(value) ? Promise.all(value.map((slug) => find(slug, context))) : find(value, context)
  }
}

class ContentTypeGenerator {
  readonly types = new Map<string, ObjectTypeConfig>()

  constructor(
    private readonly schemas: SchemaSet,
    private readonly collections: readonly Collection[],
  ) {}

  /** The GraphQL type of a property; nameHint names an inline object type. */
  fieldType(property: JsonSchema, file: string, nameHint: string): FieldConfig {
    const { schema, file: schemaFile, definition } = this.schemas.resolve(property, file)
    const annotation = schema["x-graphql"]
    if (annotation === "File") return { type: "File", resolve: fileByPath }
    if (annotation === "Route") return { type: "String", resolve: localizedRoute }
    if (typeof annotation === "object") {
      const target = this.collections.find((collection) => collection.name === annotation.link)
      if (!target) throw new Error(`schemas/${schemaFile}: x-graphql links to "${annotation.link}", which is no collection's schema`)
      return { type: target.type, resolve: nodeBySlug(target.type) }
    }
    const ownName = definition ? this.definitionTypeName(schemaFile, definition) : nameHint
    switch (schema.type) {
      case "string":
        return { type: "String" }
      case "integer":
        return { type: "Int" }
      case "number":
        return { type: "Float" }
      case "boolean":
        return { type: "Boolean" }
      case "array": {
        if (!schema.items) throw new Error(`schemas/${schemaFile}: ${nameHint} is an array without "items"`)
        const item = this.fieldType(schema.items, schemaFile, definition ? `${ownName}Item` : ownName)
        return { ...item, type: `[${item.type}!]` }
      }
      case "object":
        return { type: this.objectType(ownName, schema, schemaFile) }
      default:
        throw new Error(`schemas/${schemaFile}: ${nameHint} has no type GraphQL can express`)
    }
  }

  /** Registers the object type (once, for shared definitions) and returns its name. */
  objectType(name: string, schema: JsonSchema, file: string, extra: Partial<ObjectTypeConfig> = {}): string {
    if (this.types.has(name)) return name
    const config: ObjectTypeConfig = { name, fields: {}, ...extra }
    this.types.set(name, config)
    // An allOf of if/then branches (topic sections by kind) adds each branch's own properties; a property is
    // required when the schema requires it or every branch does.
    const branches = (schema.allOf ?? []).map(({ then }) => then)
    const sources = [schema, ...branches]
    const required = new Set(schema.required ?? [])
    const propertyNames = new Set(sources.flatMap((source) => Object.keys(source.properties ?? {})))
    for (const key of propertyNames) {
      if (branches.length > 0 && branches.every((branch) => branch.required?.includes(key))) required.add(key)
      const definitions = sources.flatMap((source) => {
        const property = source.properties?.[key]
        return typeof property === "object" ? [this.fieldType(property, file, `${name}${pascalCase(key)}`)] : []
      })
      const distinct = new Set(definitions.map((definition) => definition.type))
      if (distinct.size > 1) {
        throw new Error(`schemas/${file}: "${key}" has a different shape in different branches (${[...distinct].join(", ")}); give each its own name`)
      }
      const [field] = definitions
      config.fields[key] = { ...field, type: required.has(key) ? `${field.type}!` : field.type }
    }
    return name
  }

  /**
   * A collection's node type: each field answers in the page's language (a Markdown entry: in its own); a page's own
   * address is `path`.
   */
  nodeType(collection: Collection) {
    const file = `${collection.name}.schema.json`
    const config = this.types.get(this.objectType(collection.type, this.schemas.get(file), file, { interfaces: ["Node"], extensions: { infer: false } }))!
    const ownLanguage = collection.format === "markdown"
    const content = ownLanguage ? ownContent : nodeInLanguage
    for (const [name, field] of Object.entries(config.fields)) {
      config.fields[name] = {
        type: field.type,
        resolve: async (source: Record<string, unknown>, args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => {
          const merged = await content(source as never, context, collection, this.schemas)
          return field.resolve ? field.resolve(merged, args, context, info) : merged[name]
        },
      }
    }
    if (ownLanguage) {
      Object.assign(config.fields, markdownFields, { fields: { type: "MarkdownFields!" } })
      if (collection.route) config.fields.path = { type: "String!", resolve: (source: { fields: { path: string } }) => source.fields.path }
      return
    }
    config.fields.fields = { type: collection.route && collection.folder ? "PageFields!" : collection.folder ? "EntryFields!" : "ContentFields!" }
    if (collection.route) {
      const fixedRoute = collection.file ? collection.route : undefined
      config.fields.path = {
        type: "String!",
        resolve: (source: { fields: { path?: string } }, _args: unknown, context: ResolverContext) =>
          localizeRoute(fixedRoute ?? source.fields.path!, localeOf(context)),
      }
    }
    // Translated files only lend their words; they are found by the English file they mirror and their language.
    const translation = translationType(collection)
    this.types.set(translation, { name: translation, interfaces: ["Node"], extensions: { infer: false }, fields: { fields: { type: "TranslationFields!" } } })
  }

  /** common.schema.json#/definitions/link -> ContentLink; other files' definitions are prefixed with the file's name. */
  private definitionTypeName(file: string, definition: string): string {
    const prefix = file === "common.schema.json" ? "Content" : pascalCase(file.replace(/\.schema\.json$/, ""))
    return `${prefix}${pascalCase(definition)}`
  }
}

/** Every GraphQL type the content needs: one node type per collection (@dontInfer) and the object types under it. */
export function contentTypes(schemas: SchemaSet, collections: readonly Collection[]): ObjectTypeConfig[] {
  const generator = new ContentTypeGenerator(schemas, collections)
  for (const fieldsType of [...fieldsTypes, ...markdownTypes]) generator.types.set(fieldsType.name, fieldsType)
  for (const collection of collections) generator.nodeType(collection)
  return [...generator.types.values()]
}
