import { kindOf, type SchemaKind } from "./schema-kind"
import type { JsonSchema, SchemaSet } from "./schemas"
import { languagesOfSchema, type Languages } from "./translations/neutral"

/**
 * A schema as the build and the editor read content with it: its $ref followed, and saying what its values are. A
 * collection's schema is resolved once into a tree of these (schemaTree); validation's walk, the translations' check
 * and merge, the GraphQL types and the editor's fields all read the tree, and nothing else reads $ref or allOf.
 */
export interface SchemaNode extends Languages {
  /** The schema, with the annotations written beside its $ref (a description, "x-translatable": false) over it. */
  schema: JsonSchema
  /** The file it is written in, and its definition's name if it is one ("text", "link"). */
  file: string
  definition?: string
  kind: SchemaKind
  /** A list's entries. */
  items?: SchemaNode
  /** The properties a value may have: its own and those of each kind of section, each once. */
  properties: SchemaProperty[]
  /** The schema of one property of a value: its kind of section's (allOf's if/then), else the object's own. */
  property(value: Record<string, unknown>, key: string): SchemaNode | undefined
}

/** A property of an object schema, once, as the values of the schema may have it. */
interface SchemaProperty {
  name: string
  /** Its schema in the object, and in each kind of section that gives it one of its own. */
  nodes: SchemaNode[]
  /** Whether every value has it: the object requires it, or every kind of section does. */
  required: boolean
  /** The kinds of section that alone have it ("cards" for a section of kind cards). */
  only?: string[]
}

/**
 * Follows $ref (to "#/definitions/x" in the same file or "other.schema.json#/definitions/x") until a schema has none.
 * Annotations written beside a $ref apply to that use of the definition.
 */
function resolve(schemas: SchemaSet, schema: JsonSchema, file: string, definition?: string): Pick<SchemaNode, "schema" | "file" | "definition"> {
  if (!schema.$ref) return { schema, file, definition }
  const { $ref, ...annotations } = schema
  const [target, pointer] = $ref.split("#/definitions/")
  const targetFile = target || file
  const resolved = schemas.get(targetFile).definitions?.[pointer]
  if (!resolved) throw new Error(`schemas/${file}: cannot resolve ${$ref}`)
  const inner = resolve(schemas, resolved, targetFile, pointer)
  return { ...inner, schema: { ...inner.schema, ...annotations } }
}

/** The nodes of an object's own properties, by name; a property written as true or false has none. */
function propertyNodes(schemas: SchemaSet, schema: JsonSchema, file: string): Map<string, SchemaNode> {
  return new Map(
    Object.entries(schema.properties ?? {}).flatMap(([name, property]) => (typeof property === "object" ? [[name, schemaNode(schemas, property, file)]] : [])),
  )
}

function schemaNode(schemas: SchemaSet, written: JsonSchema, writtenIn: string): SchemaNode {
  const { schema, file, definition } = resolve(schemas, written, writtenIn)
  const own = propertyNodes(schemas, schema, file)
  // The kinds of section: allOf's if/then variants, each named by what its condition asks ("cards").
  const variants = (schema.allOf ?? []).map(({ if: condition, then }) => {
    const tests = Object.entries(condition.properties ?? {})
    return {
      name: tests.map(([, test]) => String(typeof test === "object" ? test.const : "")).join(" "),
      meets: (value: Record<string, unknown>) => tests.every(([name, test]) => typeof test === "object" && test.const === value[name]),
      keys: Object.keys(then.properties ?? {}),
      required: then.required ?? [],
      nodes: propertyNodes(schemas, then, file),
    }
  })
  const names = new Set([...Object.keys(schema.properties ?? {}), ...variants.flatMap((variant) => variant.keys)])
  const properties = [...names].map((name): SchemaProperty => {
    const having = variants.filter((variant) => variant.nodes.has(name))
    const everyVariant = variants.length > 0 && variants.every((variant) => variant.required.includes(name))
    return {
      name,
      nodes: [...(own.has(name) ? [own.get(name)!] : []), ...having.map((variant) => variant.nodes.get(name)!)],
      required: Boolean(schema.required?.includes(name)) || everyVariant,
      ...(schema.properties?.[name] !== undefined ? {} : { only: having.map((variant) => variant.name) }),
    }
  })
  const items = schema.items && schemaNode(schemas, schema.items, file)
  const kind = kindOf({ schema, file })
  const children = [...properties.flatMap((property) => property.nodes), ...(items ? [items] : [])]
  return {
    schema,
    file,
    definition,
    kind,
    items,
    properties,
    property: (value, key) => variants.find((variant) => variant.nodes.has(key) && variant.meets(value))?.nodes.get(key) ?? own.get(key),
    ...languagesOfSchema(schema, kind, items, children),
  }
}

/** A collection's schema, schemas/<name>.schema.json, resolved into its tree. */
export function schemaTree(schemas: SchemaSet, collection: string): SchemaNode {
  const file = `${collection}.schema.json`
  return schemaNode(schemas, schemas.get(file), file)
}
