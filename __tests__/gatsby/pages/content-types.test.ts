import { loadCollections, SchemaSet } from "../../../core"
import { contentTypes } from "../../../src/gatsby/pages/content-types"
import type { ObjectTypeConfig } from "../../../src/gatsby/pages/type-config"
import { copyOfSite, editJson, realSchemaDir } from "../../support/content-copy"

function typesFrom(schemaDir: string): Map<string, ObjectTypeConfig> {
  const schemas = new SchemaSet(schemaDir)
  return new Map(contentTypes(loadCollections(schemas)).map((type) => [type.name, type]))
}

function fieldTypes(type: ObjectTypeConfig | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(type?.fields ?? {}).map(([name, field]) => [name, field.type]))
}

const types = typesFrom(realSchemaDir)

describe("GraphQL types generated from the JSON Schemas", () => {
  it("makes each collection a node type that infers nothing, with its schema's fields", () => {
    const topic = types.get("TopicYaml")!
    expect(topic.interfaces).toEqual(["Node"])
    expect(topic.extensions).toEqual({ infer: false })
    expect(fieldTypes(topic)).toMatchObject({
      title: "String!",
      description: "String!",
      intro: "[String!]!",
      sections: "[TopicYamlSections!]",
      locale: "String!",
      source: "String!",
      slug: "String!",
      path: "String!",
    })
    // A file that is not a folder's entry and makes no page has neither a slug nor an address.
    expect(types.get("TherapiesYaml")!.fields).not.toHaveProperty("slug")
    expect(types.get("TherapiesYaml")!.fields).not.toHaveProperty("path")
  })

  it("gives topic sections each kind's own list, required only where every kind requires it", () => {
    expect(fieldTypes(types.get("TopicYamlSections"))).toEqual({
      kind: "String!",
      // A care section has no heading of its own: its card's heading is the section's.
      heading: "String",
      intro: "String",
      paragraphs: "[String!]",
      cards: "[TopicYamlSectionsCards!]",
      steps: "[ContentTitledText!]",
      points: "[String!]",
      phases: "[TopicYamlSectionsPhases!]",
      card: "CareCardYaml",
    })
  })

  it("names shared definitions once and leads image paths and references to nodes", () => {
    expect(fieldTypes(types.get("ContentLink"))).toEqual({ label: "String!", to: "String!" })
    const therapy = types.get("TherapiesYamlTherapies")!
    expect(therapy.fields.image).toEqual({ type: "File!", extensions: { link: { by: "absolutePath" } } })
    expect(therapy.fields.topic.type).toBe("TopicYaml")
    expect(therapy.fields.topic.resolve).toEqual(expect.any(Function))
    expect(fieldTypes(types.get("SiteYaml"))).toMatchObject({ established: "Int!", hours: "[SiteYamlHours!]!" })
  })

  it("finds an optional field added to a schema in the generated types, with nothing else changed", () => {
    const site = copyOfSite()
    editJson<{ properties: Record<string, unknown> }>(`${site.schemaDir}/topic.schema.json`, (schema) => {
      schema.properties.readingNote = { $ref: "common.schema.json#/definitions/prose" }
    })
    const changed = typesFrom(site.schemaDir)
    expect(changed.get("TopicYaml")!.fields.readingNote.type).toBe("String")
    const { readingNote, ...rest } = fieldTypes(changed.get("TopicYaml"))
    expect(rest).toEqual(fieldTypes(types.get("TopicYaml")))
  })

  it("refuses a property whose shape differs between a schema's branches", () => {
    const site = copyOfSite()
    editJson<{ properties: { sections: { items: { allOf: { then: { properties: Record<string, unknown> } }[] } } } }>(
      `${site.schemaDir}/topic.schema.json`,
      (schema) => {
        const [text, cards] = schema.properties.sections.items.allOf
        text.then.properties.cards = { type: "string" }
        expect(cards.then.properties.cards).toBeDefined()
      },
    )
    expect(() => typesFrom(site.schemaDir)).toThrow(/"cards" has a different shape in different branches/)
  })
})
