import { kindOf } from "../../../core/content/schema-kind"
import type { JsonSchema } from "../../../core/content/schemas"

const kind = (schema: JsonSchema) => kindOf({ schema, file: "example.schema.json" })

it("says what a string is by what its schema says of it: an image, a page, another entry, a choice, a day or words", () => {
  expect(kind({ type: "string", "x-image": true })).toBe("image")
  expect(kind({ type: "string", "x-route": true })).toBe("route")
  expect(kind({ type: "string", "x-reference": "topic" })).toBe("reference")
  expect(kind({ type: "string", enum: ["leaf", "heart"] })).toBe("choice")
  expect(kind({ type: "string", format: "date" })).toBe("date")
  expect(kind({ type: "string", pattern: "\\S" })).toBe("text")
})

it("tells whole numbers from numbers, and names lists, groups of fields and yes-or-no", () => {
  expect(kind({ type: "integer" })).toBe("integer")
  expect(kind({ type: "number" })).toBe("number")
  expect(kind({ type: "boolean" })).toBe("flag")
  expect(kind({ type: "array", items: { type: "string" } })).toBe("list")
  expect(kind({ type: "object", properties: {} })).toBe("object")
})

it("refuses a schema with no type, naming its file", () => {
  expect(() => kind({ description: "A figure" })).toThrow(/schemas\/example\.schema\.json: A figure has no type the site knows/)
})
