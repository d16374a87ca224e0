import path from "path"
import type { Collection } from "../content/collections"
import type { JsonSchema, SchemaSet } from "../content/schemas"

// The GraphQL types of the content, generated from schemas/ so that the JSON Schema stays the one description of
// each collection: an object becomes a type, a required property a non-null field (!), an array a list, an image path
// (x-graphql: "File") a File node and a reference (x-graphql: { link }) the node it names.

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  findRootNodeAncestor(object: unknown, predicate: (node: { internal?: { type?: string } }) => boolean): { dir?: string } | null
}

type Resolver = (
  source: Record<string, unknown>,
  args: unknown,
  context: { nodeModel: NodeModel },
  info: { fieldName: string; parentType: { name: string } },
) => unknown

interface FieldConfig {
  type: string
  resolve?: Resolver
}

export interface ObjectTypeConfig {
  name: string
  fields: Record<string, FieldConfig>
  interfaces?: string[]
  extensions?: { infer: false }
}

/** Fields every node of a folder gets in onCreateNode: its slug, and its page's address if its files make pages. */
const entryFieldsType: ObjectTypeConfig = { name: "EntryFields", fields: { slug: { type: "String!" } } }
const pageFieldsType: ObjectTypeConfig = { name: "PageFields", fields: { slug: { type: "String!" }, path: { type: "String!" } } }

function pascalCase(name: string): string {
  return name.replace(/(^|[-_])([a-z])/g, (_match, _separator, letter: string) => letter.toUpperCase())
}

/** A path written in a YAML file leads to the File node beside it, as @fileByRelativePath does, even in nested lists. */
const fileByRelativePath: Resolver = (source, _args, context, info) => {
  const value = source[info.fieldName]
  if (typeof value !== "string") return null
  const file = context.nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === "File")
  if (!file?.dir) throw new Error(`${info.parentType.name}.${info.fieldName}: cannot tell which content file "${value}" is in`)
  return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.resolve(file.dir, value) } } } })
}

/** A slug naming an entry of another collection leads to that entry's node. */
function nodeBySlug(type: string): Resolver {
  return (source, _args, context, info) => {
    const slug = source[info.fieldName]
    if (typeof slug !== "string") return null
    return context.nodeModel.findOne({ type, query: { filter: { fields: { slug: { eq: slug } } } } })
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
    if (annotation === "File") return { type: "File", resolve: fileByRelativePath }
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

  /** common.schema.json#/definitions/link -> ContentLink; other files' definitions are prefixed with the file's name. */
  private definitionTypeName(file: string, definition: string): string {
    const prefix = file === "common.schema.json" ? "Content" : pascalCase(file.replace(/\.schema\.json$/, ""))
    return `${prefix}${pascalCase(definition)}`
  }
}

/** Every GraphQL type the content needs: one node type per collection (@dontInfer) and the object types under it. */
export function contentTypes(schemas: SchemaSet, collections: readonly Collection[]): ObjectTypeConfig[] {
  const generator = new ContentTypeGenerator(schemas, collections)
  for (const fieldsType of [entryFieldsType, pageFieldsType]) generator.types.set(fieldsType.name, fieldsType)
  for (const collection of collections) {
    const file = `${collection.name}.schema.json`
    generator.objectType(collection.type, schemas.get(file), file, { interfaces: ["Node"], extensions: { infer: false } })
    if (collection.folder) {
      generator.types.get(collection.type)!.fields.fields = { type: `${(collection.route ? pageFieldsType : entryFieldsType).name}!` }
    }
  }
  return [...generator.types.values()]
}
