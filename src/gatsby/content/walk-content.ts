import { fieldPath } from "./describe-schema-error"
import { propertySchema, type ResolvedSchema, type SchemaSet } from "./schemas"

/**
 * Visits every value in a content file together with the schema that describes it, so checks can ask what a value
 * is (a route, an image, a reference) rather than guess from its key. `at` is the field path, such as sections[1].cards[0];
 * `fields` is the object a field's value sits in, for checks that compare it with the fields beside it.
 */
export function walkContent(
  data: unknown,
  start: ResolvedSchema,
  schemas: SchemaSet,
  visit: (value: unknown, schema: ResolvedSchema, at: string, fields?: Record<string, unknown>) => void,
  pointer = "",
  fields?: Record<string, unknown>,
): void {
  visit(data, start, fieldPath(pointer), fields)
  const { schema, file } = start
  if (Array.isArray(data) && schema.items) {
    data.forEach((item, index) => walkContent(item, schemas.resolve(schema.items!, file), schemas, visit, `${pointer}/${index}`))
  } else if (data && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>
    for (const [key, value] of Object.entries(record)) {
      const child = propertySchema(schema, record, key)
      if (child) walkContent(value, schemas.resolve(child, file), schemas, visit, `${pointer}/${key}`, record)
    }
  }
}
