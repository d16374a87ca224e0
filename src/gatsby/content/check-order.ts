import type { ContentFile } from "./content-files"
import type { SchemaSet } from "./schemas"
import { propertySchema, walkContent } from "./walk-content"

/**
 * A field that must come after another beside it ("x-after"): hours that close before they open, a closure whose last
 * day is before its first. The schema cannot compare two fields, and the open-now line would count such hours as never
 * open. Times ("09:00") and dates ("2026-11-08") are written so that their order is the order of their text.
 */
export function checkOrder(file: ContentFile, schemas: SchemaSet): string[] {
  const problems: string[] = []
  walkContent(file.data, schemas.ofCollection(file.collection.name), schemas, (value, { schema, file: schemaFile }, at) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return
    const record = value as Record<string, unknown>
    for (const [key, later] of Object.entries(record)) {
      const own = propertySchema(schema, record, key)
      const field = own && schemas.resolve(own, schemaFile).schema
      const earlier = field?.["x-after"] && record[field["x-after"]]
      if (typeof later === "string" && typeof earlier === "string" && later <= earlier) {
        const where = at ? `${at}.${key}` : key
        problems.push(`${file.displayPath}: ${where} is "${later}", which is not after ${field!["x-after"]} ("${earlier}"): ${field!.description}`)
      }
    }
  })
  return problems
}
