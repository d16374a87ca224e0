import { isRecord } from "../../src/lib/is-record"
import { fieldPath } from "./field-path"
import type { SchemaNode } from "./schema-tree"

/**
 * Visits every value in a content file together with the schema that describes it, so checks can ask what a value
 * is (a route, an image, a reference) rather than guess from its key. `at` is the field path, such as sections[1].cards[0].
 */
export function walkContent(data: unknown, node: SchemaNode, visit: (value: unknown, node: SchemaNode, at: string) => void, pointer = ""): void {
  visit(data, node, fieldPath(pointer))
  if (Array.isArray(data) && node.items) {
    data.forEach((item, index) => walkContent(item, node.items!, visit, `${pointer}/${index}`))
  } else if (isRecord(data)) {
    for (const [key, value] of Object.entries(data)) {
      const child = node.property(data, key)
      if (child) walkContent(value, child, visit, `${pointer}/${key}`)
    }
  }
}
