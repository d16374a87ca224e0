import type { ContentFile } from "./content-files"
import type { SchemaSet } from "./schemas"
import { walkContent } from "./walk-content"

/**
 * A field that must come after another beside it ("x-after"): hours that close before they open, a closure whose last
 * day is before its first. The schema cannot compare two fields, and the open-now line would count such hours as never
 * open. Times ("09:00") and dates ("2026-11-08") are written so that their order is the order of their text.
 */
export function checkOrder(file: ContentFile, schemas: SchemaSet): string[] {
  const problems: string[] = []
  walkContent(file.data, schemas.ofCollection(file.collection.name), schemas, (value, { schema }, at, fields) => {
    const after = schema["x-after"]
    const earlier = after && fields?.[after]
    if (typeof value === "string" && typeof earlier === "string" && value <= earlier) {
      problems.push(`${file.displayPath}: ${at} is "${value}", which is not after ${after} ("${earlier}"): ${schema.description}`)
    }
  })
  return problems
}
