/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { schemaTree } from "../../../core/content/schema-tree"
import { SchemaSet } from "../../../core/content/schemas"

/** A schema folder holding these files, in a temporary folder. */
function schemaSet(files: Record<string, object>): SchemaSet {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schemas-"))
  for (const [name, schema] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(schema))
  return new SchemaSet(dir)
}

const common = {
  definitions: {
    text: { type: "string", pattern: "\\S" },
    picture: { type: "string", "x-image": true },
  },
}

const guide = {
  type: "object",
  required: ["title"],
  properties: {
    title: { $ref: "common.schema.json#/definitions/text" },
    phone: { $ref: "common.schema.json#/definitions/text", "x-translatable": false },
    placeholders: { type: "array", items: { type: "string" }, "x-per-file": true },
    intro: { type: "array", items: { $ref: "common.schema.json#/definitions/text" } },
    sections: {
      type: "array",
      items: {
        type: "object",
        properties: { kind: { enum: ["cards", "steps"] }, heading: { type: "string" } },
        allOf: [
          {
            if: { properties: { kind: { const: "cards" } } },
            then: {
              required: ["items"],
              properties: { items: { type: "array", items: { type: "object", properties: { image: { $ref: "common.schema.json#/definitions/picture" }, caption: { type: "string" } } } } },
            },
          },
          {
            if: { properties: { kind: { const: "steps" } } },
            then: { required: ["items"], properties: { kind: true, items: { type: "array", items: { type: "string" } } } },
          },
        ],
      },
    },
  },
}

const tree = schemaTree(schemaSet({ "common.schema.json": common, "guide.schema.json": guide }), "guide")
const field = (name: string) => tree.property({}, name)!

describe("a collection's schema tree", () => {
  it("follows each $ref to its definition, and lays the annotations written beside it over that use alone", () => {
    expect(field("title")).toMatchObject({ file: "common.schema.json", definition: "text", kind: "text", neutral: false, holdsWords: true })
    expect(field("phone")).toMatchObject({ definition: "text", kind: "text", neutral: true, holdsWords: false })
    expect(field("intro").items).toMatchObject({ definition: "text", neutral: false })
  })

  it("gives a field of a section the schema of the section's kind, and lists each field once with the kinds that have it", () => {
    const section = field("sections").items!
    expect(section.property({ kind: "cards" }, "items")!.items!.kind).toBe("object")
    expect(section.property({ kind: "steps" }, "items")!.items!.kind).toBe("text")
    expect(section.property({ kind: "steps" }, "heading")!.kind).toBe("text")
    expect(section.property({}, "items")).toBeUndefined()
    const items = section.properties.find(({ name }) => name === "items")!
    expect(items).toMatchObject({ required: true, only: ["cards", "steps"] })
    expect(items.nodes).toHaveLength(2)
    expect(section.properties.find(({ name }) => name === "heading")).toEqual({ name: "heading", nodes: [expect.objectContaining({ kind: "text" })], required: false })
    // A variant that only allows a field the object describes ("kind": true) adds no schema of its own.
    expect(section.properties.find(({ name }) => name === "kind")).toEqual({ name: "kind", nodes: [expect.objectContaining({ kind: "choice" })], required: false })
    expect(section.property({ kind: "steps" }, "kind")!.kind).toBe("choice")
  })

  it("says which values hold a neutral fact, which hold words, and which each file says of itself", () => {
    const [cards, steps] = field("sections").items!.properties.find(({ name }) => name === "items")!.nodes
    expect(cards.items).toMatchObject({ holdsNeutral: true, holdsWords: true })
    expect(steps.items).toMatchObject({ holdsNeutral: false, holdsWords: true })
    expect(field("placeholders")).toMatchObject({ perFile: true, holdsWords: false })
    expect(field("sections").items!.property({}, "kind")).toMatchObject({ kind: "choice", neutral: true })
    expect(tree).toMatchObject({ holdsWords: true, holdsNeutral: true })
  })
})
