import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { holds, listContentFiles, type Collection } from "../content/collections"
import type { JsonSchema, SchemaSet } from "../content/schemas"

// Builds the browser editor's configuration (static/admin/config.yml and formats.js) from the same JSON Schemas
// the build validates with, so the editor's fields and the schemas cannot drift apart.

type Field = Record<string, unknown>

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Text an editor writes as sentences gets a multi-line box; the schema says which fields those are. */
const longTextDefinitions = ["prose", "metaDescription"]

/** Decap fields from the JSON Schemas. */
class FieldBuilder {
  constructor(private readonly schemas: SchemaSet) {}

  /** A Decap field for one property of a schema. */
  field(name: string, property: JsonSchema, file: string, required: boolean, imageFolder: string): Field {
    const { schema, file: schemaFile, definition } = this.schemas.resolve(property, file)
    const base: Field = { name, label: humanize(name), required }
    if (schema.description && !["text", "prose"].includes(definition ?? "")) base.hint = schema.description
    if (schema["x-graphql"] === "File") {
      return { ...base, widget: "image", media_folder: "/content/images", public_folder: imageFolder, choose_url: false }
    }
    if (schema.enum) return { ...base, widget: "select", options: schema.enum }
    if (schema.type === "integer" || schema.type === "number") {
      return { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float" }
    }
    if (schema.type === "object") return { ...base, widget: "object", fields: this.fields(schema, schemaFile, imageFolder) }
    if (schema.type === "array") return { ...base, ...this.list(schema, schemaFile, definition, imageFolder) }
    const field: Field = { ...base, widget: longTextDefinitions.includes(definition ?? "") ? "text" : "string" }
    if (schema.pattern) field.pattern = [schema.pattern, schema.description ?? "This does not look right."]
    return field
  }

  fields(schema: JsonSchema, file: string, imageFolder: string): Field[] {
    const required = new Set(schema.required ?? [])
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      typeof property === "object" ? [this.field(name, property, file, required.has(name), imageFolder)] : [],
    )
  }

  private list(schema: JsonSchema, file: string, definition: string | undefined, imageFolder: string): Field {
    const { schema: items, file: itemsFile } = this.schemas.resolve(schema.items ?? {}, file)
    if (items.allOf) {
      // Topic sections: one field set per kind, told apart by the "kind" key.
      return {
        widget: "list",
        typeKey: "kind",
        types: items.allOf.map(({ if: condition, then }) => {
          const kind = String((condition.properties?.kind as JsonSchema).const)
          const own = Object.fromEntries(
            Object.entries(then.properties ?? {}).filter(([, value]) => typeof value === "object"),
          )
          const shared = { heading: items.properties!.heading, intro: items.properties!.intro }
          const fields = this.fields({ properties: { ...shared, ...own }, required: then.required }, itemsFile, imageFolder)
          return { name: kind, label: humanize(kind), widget: "object", fields }
        }),
      }
    }
    if (items.type === "object") return { widget: "list", fields: this.fields(items, itemsFile, imageFolder) }
    const paragraphs = definition === "paragraphs"
    return { widget: "list", field: this.field(paragraphs ? "paragraph" : "item", schema.items!, file, true, imageFolder) }
  }
}

/** The first line each file of a schema keeps: the schema reference VS Code reads. */
function schemaLine(schema: string, relativePath: string): string {
  const fromFile = path.posix.relative(path.posix.dirname(`content/${relativePath}`), `schemas/${schema}.schema.json`)
  return `# yaml-language-server: $schema=${fromFile}`
}

/** The Decap CMS configuration (one collection per schema, by label), and the first line each collection's format writes back. */
export function cmsConfig(schemas: SchemaSet, collections: readonly Collection[], contentDir: string) {
  const builder = new FieldBuilder(schemas)
  const contentFiles = listContentFiles(contentDir)
  const formats: Record<string, string> = {}
  const editorCollections = [...collections]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((collection) => {
      const paths = contentFiles.filter((relativePath) => holds(collection, relativePath))
      if (paths.length === 0) throw new Error(`no content file uses schemas/${collection.name}.schema.json`)
      const file = `${collection.name}.schema.json`
      const imageFolder = path.posix.relative(path.posix.dirname(`content/${paths[0]}`), "content/images") || "."
      const fields = builder.fields(schemas.get(file), file, imageFolder)
      let common: Record<string, string> = { name: collection.name, label: collection.label }
      if (collection.format === "markdown") {
        // Front matter from the schema, then the article's text in the Markdown editor.
        fields.push({ name: "body", label: "Text", widget: "markdown", required: true })
        common = { ...common, format: "frontmatter", extension: "md" }
      } else {
        formats[`yaml-${collection.name}`] = schemaLine(collection.name, paths[0])
        common = { ...common, format: `yaml-${collection.name}`, extension: "yaml" }
      }
      if (collection.folder) {
        return { ...common, folder: `content/${collection.folder}`, create: true, slug: "{{slug}}", identifier_field: "title", summary: "{{title}}", fields }
      }
      return { ...common, files: [{ name: collection.name, label: collection.label, file: `content/${collection.file}`, fields }] }
    })
  const config = {
    // "npm run cms" serves a local backend (decap-server); a deployed site would name its Git host here.
    local_backend: true,
    backend: { name: "git-gateway", branch: "main" },
    media_folder: "content/images",
    public_folder: "images",
    collections: editorCollections,
  }
  return { config, formats }
}

/**
 * Decap's own YAML format drops comments, and with them each file's first-line schema reference; these custom
 * formats (one per schema) write it back on every save.
 */
export function formatsScript(formats: Record<string, string>): string {
  return `// Generated from schemas/ by src/gatsby/editor/cms-config.ts; do not edit.
(function () {
  var firstLines = ${JSON.stringify(formats, null, 2)};
  Object.keys(firstLines).forEach(function (name) {
    CMS.registerCustomFormat(name, "yaml", {
      fromFile: function (text) { return jsyaml.load(text); },
      toFile: function (data) { return firstLines[name] + "\\n" + jsyaml.dump(data, { lineWidth: -1, noRefs: true }); },
    });
  });
})();
`
}

/** Writes the editor's configuration, formats and code beside static/admin/index.html (all git-ignored: generated). */
export function writeCmsFiles(adminDir: string, schemas: SchemaSet, collections: readonly Collection[], contentDir: string) {
  fs.mkdirSync(adminDir, { recursive: true })
  const { config, formats } = cmsConfig(schemas, collections, contentDir)
  fs.writeFileSync(path.join(adminDir, "config.yml"), `# Generated from schemas/ by src/gatsby/editor/cms-config.ts; do not edit.\n${yaml.dump(config, { lineWidth: 120 })}`)
  fs.writeFileSync(path.join(adminDir, "formats.js"), formatsScript(formats))
  // Gatsby bundles this file, so packages are found from the site root rather than with require.resolve.
  fs.copyFileSync(path.resolve("node_modules/decap-cms/dist/decap-cms.js"), path.join(adminDir, "decap-cms.js"))
  fs.copyFileSync(path.resolve("node_modules/js-yaml/dist/js-yaml.min.js"), path.join(adminDir, "js-yaml.min.js"))
}
