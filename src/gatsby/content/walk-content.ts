import { fieldPath } from "./describe-schema-error"
import type { JsonSchema, ResolvedSchema, SchemaSet } from "./schemas"

/** The schema of a property, looking first in the allOf branch whose condition the value meets (topic sections by kind). */
export function propertySchema(schema: JsonSchema, value: Record<string, unknown>, key: string): JsonSchema | undefined {
  for (const { if: condition, then } of schema.allOf ?? []) {
    const matches = Object.entries(condition.properties ?? {}).every(
      ([name, test]) => typeof test === "object" && test.const === value[name],
    )
    const own = then.properties?.[key]
    if (matches && typeof own === "object") return own
  }
  const base = schema.properties?.[key]
  return typeof base === "object" ? base : undefined
}

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
