import type { JsonSchema } from "./schemas"

/**
 * What a value of a schema is, to the build and to the editor: the GraphQL types, the editor's fields and which facts
 * are language-neutral all ask here rather than read the schema's types and annotations each in their own way.
 */
export type SchemaKind = "image" | "route" | "reference" | "signature" | "choice" | "flag" | "integer" | "number" | "date" | "text" | "list" | "object"

export function kindOf({ schema, file }: { schema: JsonSchema; file: string }): SchemaKind {
  if (schema["x-signature"]) return "signature"
  if (schema["x-image"]) return "image"
  if (schema["x-route"]) return "route"
  if (schema["x-reference"]) return "reference"
  if (schema.enum) return "choice"
  switch (schema.type) {
    case "boolean":
      return "flag"
    case "integer":
    case "number":
      return schema.type
    case "array":
      return "list"
    case "object":
      return "object"
    case "string":
      return schema.format === "date" ? "date" : "text"
    default:
      throw new Error(`schemas/${file}: ${schema.title ?? schema.description ?? JSON.stringify(schema)} has no type the site knows`)
  }
}
