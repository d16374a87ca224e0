import type { GraphQLResolveInfo } from "graphql"
import { pascalCase, type Collection } from "../../../core"
import type { SchemaNode } from "../../../core"
import { markdownFields, markdownTypes } from "./markdown/markdown-fields"
import type { FieldConfig, ObjectTypeConfig, ResolverContext } from "./type-config"

// The GraphQL types of the content, generated from schemas/ so that the JSON Schema stays the one description of
// each collection: an object becomes a type, a required property a non-null field (!), an array a list, an image path
// (x-image) a File node, and a reference (x-reference) the node it names in the same language. A route (x-route) is
// already the link in the node's language.

type Resolver = (source: Record<string, unknown>, args: unknown, context: ResolverContext, info: GraphQLResolveInfo) => unknown

const string = { type: "String!" }

/** The content model has made every image path absolute. */
const fileByPath: FieldConfig = { type: "File", extensions: { link: { by: "absolutePath" } } }

/** A slug naming an entry of another collection leads to that entry's node in the same language; a list of slugs, to their nodes in order. */
function nodeBySlug(type: string): Resolver {
  return (source, _args, context, info) => {
    // The entry a value belongs to (its node has the language), not the file node it is a child of.
    const entry = context.nodeModel.findRootNodeAncestor(source, (node) => typeof (node as { locale?: unknown }).locale === "string")
    const { locale } = (entry ?? source) as { locale?: string }
    const find = (slug: unknown) =>
      typeof slug === "string" ? context.nodeModel.findOne({ type, query: { filter: { slug: { eq: slug }, locale: { eq: locale } } } }) : null
    const value = source[info.fieldName]
    return Array.isArray(value) ? Promise.all(value.map(find)) : find(value)
  }
}

class ContentTypeGenerator {
  readonly types = new Map<string, ObjectTypeConfig>()

  constructor(private readonly collections: readonly Collection[]) {}

  /** The GraphQL type of a property; nameHint names an inline object type. */
  fieldType(node: SchemaNode, nameHint: string): FieldConfig {
    const { schema, file, definition, items } = node
    const ownName = definition ? this.definitionTypeName(file, definition) : nameHint
    switch (node.kind) {
      case "image":
        return fileByPath
      case "reference": {
        const reference = schema["x-reference"]
        const target = this.collections.find((collection) => collection.name === reference)
        if (!target) throw new Error(`schemas/${file}: x-reference names "${reference}", which is no collection's schema`)
        return { type: target.type, resolve: nodeBySlug(target.type) }
      }
      case "integer":
        return { type: "Int" }
      case "number":
        return { type: "Float" }
      case "flag":
        return { type: "Boolean" }
      case "list": {
        if (!items) throw new Error(`schemas/${file}: ${nameHint} is an array without "items"`)
        const item = this.fieldType(items, definition ? `${ownName}Item` : ownName)
        return { ...item, type: `[${item.type}!]` }
      }
      case "object":
        return { type: this.objectType(ownName, node) }
      default:
        return { type: "String" }
    }
  }

  /** Registers the object type (once, for shared definitions) and returns its name. */
  objectType(name: string, node: SchemaNode, extra: Partial<ObjectTypeConfig> = {}): string {
    if (this.types.has(name)) return name
    const config: ObjectTypeConfig = { name, fields: {}, ...extra }
    this.types.set(name, config)
    for (const { name: key, nodes, required } of node.properties) {
      const definitions = nodes.map((property) => this.fieldType(property, `${name}${pascalCase(key)}`))
      const distinct = new Set(definitions.map((definition) => definition.type))
      if (distinct.size > 1) {
        throw new Error(`schemas/${node.file}: "${key}" has a different shape in different branches (${[...distinct].join(", ")}); give each its own name`)
      }
      const [field] = definitions
      config.fields[key] = { ...field, type: required ? `${field.type}!` : field.type }
    }
    return name
  }

  /**
   * A collection's node type: its schema's fields, its language, the English file it is of, its slug, its page's address,
   * and for health content whether the words are those its reviewer signed off.
   */
  nodeType(collection: Collection) {
    const config = this.types.get(this.objectType(collection.type, collection.tree, { interfaces: ["Node"], extensions: { infer: false } }))!
    Object.assign(
      config.fields,
      { source: string, locale: string },
      collection.folder && { slug: string },
      collection.route && { path: string },
      collection.signedOff && { signedOff: { type: "Boolean!" } },
    )
    if (collection.format === "markdown") Object.assign(config.fields, markdownFields)
  }

  /** common.schema.json#/definitions/link -> ContentLink; other files' definitions are prefixed with the file's name. */
  private definitionTypeName(file: string, definition: string): string {
    const prefix = file === "common.schema.json" ? "Content" : pascalCase(file.replace(/\.schema\.json$/, ""))
    return `${prefix}${pascalCase(definition)}`
  }
}

/** Every GraphQL type the content needs: one node type per collection (@dontInfer) and the object types under it. */
export function contentTypes(collections: readonly Collection[]): ObjectTypeConfig[] {
  const generator = new ContentTypeGenerator(collections)
  for (const markdownType of markdownTypes) generator.types.set(markdownType.name, markdownType)
  for (const collection of collections) generator.nodeType(collection)
  return [...generator.types.values()]
}
