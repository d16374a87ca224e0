import path from "path"
import { SchemaSet } from "../../../core/content/schemas"
import { copyOfSite, editJson } from "../../support/content-copy"

it("refuses a schema with a rule that no value of its field's type can meet, rather than warning in the build's output", () => {
  const { schemaDir } = copyOfSite()
  expect(() => new SchemaSet(schemaDir).validators()).not.toThrow()
  editJson<{ properties: Record<string, object> }>(path.join(schemaDir, "faq-page.schema.json"), (schema) => {
    schema.properties.printNote = { pattern: "^x" }
  })
  expect(() => new SchemaSet(schemaDir).validators()).toThrow(/faq-page\.schema\.json#\/properties\/printNote.*strictTypes/)
})
