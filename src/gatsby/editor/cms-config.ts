import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { collectionOf, listYamlFiles } from "../content/collections"

// Builds the browser editor's configuration (static/admin/config.yml and formats.js) from the same JSON Schemas
// the build validates with, so the editor's fields and the schemas cannot drift apart.

type Schema = {
  $ref?: string
  type?: string
  title?: string
  description?: string
  enum?: string[]
  pattern?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  allOf?: { if: { properties: { kind: { const: string } } }; then: Schema }[]
  definitions?: Record<string, Schema>
}

type Field = Record<string, unknown>

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

class SchemaReader {
  private readonly schemas = new Map<string, Schema>()

  constructor(schemaDir: string) {
    for (const name of fs.readdirSync(schemaDir).filter((entry) => entry.endsWith(".schema.json"))) {
      // A reference within a file ("#/definitions/text") is made absolute, so every $ref names its file.
      const text = fs.readFileSync(path.join(schemaDir, name), "utf8").replace(/"\$ref": "#\//g, `"$ref": "${name}#/`)
      this.schemas.set(name, JSON.parse(text))
    }
  }

  schema(name: string): Schema {
    const schema = this.schemas.get(`${name}.schema.json`)
    if (!schema) throw new Error(`schemas/${name}.schema.json is missing`)
    return schema
  }

  /** Follows a $ref to "common.schema.json#/definitions/x", noting which definition it was (image, text...). */
  resolve(schema: Schema): Schema & { definition?: string } {
    if (!schema.$ref) return schema
    const [file, pointer] = schema.$ref.split("#/definitions/")
    const target = this.schemas.get(file)?.definitions?.[pointer]
    if (!target) throw new Error(`cannot resolve ${schema.$ref}`)
    return { ...this.resolve(target), definition: pointer }
  }

  /** A Decap field for one property of a schema. */
  field(name: string, property: Schema, required: boolean, imageFolder: string): Field {
    const schema = this.resolve(property)
    const base: Field = { name, label: humanize(name), required }
    if (schema.description && schema.definition !== "text") base.hint = schema.description
    if (schema.definition === "image") {
      return { ...base, widget: "image", media_folder: "/content/images", public_folder: imageFolder, choose_url: false }
    }
    if (schema.enum) return { ...base, widget: "select", options: schema.enum }
    if (schema.type === "integer" || schema.type === "number") {
      return { ...base, widget: "number", value_type: schema.type === "integer" ? "int" : "float" }
    }
    if (schema.type === "object") return { ...base, widget: "object", fields: this.fields(schema, imageFolder) }
    if (schema.type === "array") return { ...base, ...this.list(schema, imageFolder) }
    const long = ["description", "text", "lead", "intro", "about", "blocked"].includes(name)
    const field: Field = { ...base, widget: long ? "text" : "string" }
    if (schema.pattern) field.pattern = [schema.pattern, schema.description ?? "This does not look right."]
    return field
  }

  fields(schema: Schema, imageFolder: string): Field[] {
    const required = new Set(schema.required ?? [])
    return Object.entries(schema.properties ?? {}).map(([name, property]) =>
      this.field(name, property, required.has(name), imageFolder),
    )
  }

  private list(schema: Schema & { definition?: string }, imageFolder: string): Field {
    const items = this.resolve(schema.items ?? {})
    if (items.allOf) {
      // Topic sections: one field set per kind, told apart by the "kind" key.
      return {
        widget: "list",
        typeKey: "kind",
        types: items.allOf.map(({ if: condition, then }) => {
          const kind = condition.properties.kind.const
          const own = Object.fromEntries(
            Object.entries(then.properties ?? {}).filter(([, value]) => typeof value === "object"),
          )
          const shared = { heading: items.properties!.heading, intro: items.properties!.intro }
          const fields = this.fields({ properties: { ...shared, ...own }, required: then.required }, imageFolder)
          return { name: kind, label: humanize(kind), widget: "object", fields }
        }),
      }
    }
    if (items.type === "object") return { widget: "list", fields: this.fields(items, imageFolder) }
    const item = this.field(schema.definition === "paragraphs" ? "paragraph" : "item", items, true, imageFolder)
    return { widget: "list", field: schema.definition === "paragraphs" ? { ...item, widget: "text" } : item }
  }
}

/** One editor collection per schema, in the order the sidebar shows them. */
const collectionLabels: Record<string, string> = {
  "home-page": "Home page",
  "about-page": "About page",
  "services-page": "Services page",
  "doctor-page": "Doctor page",
  "contact-page": "Contact page",
  "therapies-page": "Panchakarma page",
  "policy-page": "Policy pages",
  "not-found-page": "Page not found (404)",
  therapies: "Panchakarma therapy cards",
  services: "Service categories",
  "cancer-types": "Cancer types (home page)",
  organs: "Organ-wise specialisations (home page)",
  site: "Centre facts, footer, booking form and disclaimer",
  navigation: "Header and footer links",
  "forbidden-claims": "Forbidden claims",
}

/** The first line each file of a schema keeps: the schema reference VS Code reads. */
function schemaLine(schema: string, relativePath: string): string {
  const fromFile = path.posix.relative(path.posix.dirname(`content/${relativePath}`), `schemas/${schema}.schema.json`)
  return `# yaml-language-server: $schema=${fromFile}`
}

/** The Decap CMS configuration, and the first line each collection's custom YAML format writes back. */
export function cmsConfig(schemaDir: string, contentDir: string) {
  const reader = new SchemaReader(schemaDir)
  const contentFiles = listYamlFiles(contentDir)
  const formats: Record<string, string> = {}
  const formatFor = (schema: string, relativePath: string) => {
    formats[`yaml-${schema}`] = schemaLine(schema, relativePath)
    return { format: `yaml-${schema}`, extension: "yaml" }
  }

  const topic = reader.schema("topic")
  const topics = {
    name: "topics",
    label: "Topic pages",
    label_singular: "Topic page",
    folder: "content/topics",
    ...formatFor("topic", "topics/new.yaml"),
    create: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    fields: reader.fields(topic, "../images"),
  }
  const fileCollections = Object.entries(collectionLabels).map(([schema, label]) => {
    const paths = contentFiles.filter((relativePath) => collectionOf(relativePath)?.schema === schema)
    if (paths.length === 0) throw new Error(`no content file uses schemas/${schema}.schema.json`)
    const imageFolder = path.posix.relative(path.posix.dirname(`content/${paths[0]}`), "content/images") || "."
    return {
      name: schema,
      label,
      ...formatFor(schema, paths[0]),
      files: paths.map((relativePath) => ({
        name: path.posix.basename(relativePath, ".yaml"),
        label: humanize(path.posix.basename(relativePath, ".yaml").replace(/-/g, " ")),
        file: `content/${relativePath}`,
        fields: reader.fields(reader.schema(schema), imageFolder),
      })),
    }
  })
  const config = {
    // "npm run cms" serves a local backend (decap-server); a deployed site would name its Git host here.
    local_backend: true,
    backend: { name: "git-gateway", branch: "main" },
    media_folder: "content/images",
    public_folder: "images",
    collections: [topics, ...fileCollections],
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
export function writeCmsFiles(adminDir: string, schemaDir: string, contentDir: string) {
  fs.mkdirSync(adminDir, { recursive: true })
  const { config, formats } = cmsConfig(schemaDir, contentDir)
  fs.writeFileSync(path.join(adminDir, "config.yml"), `# Generated from schemas/ by src/gatsby/editor/cms-config.ts; do not edit.\n${yaml.dump(config, { lineWidth: 120 })}`)
  fs.writeFileSync(path.join(adminDir, "formats.js"), formatsScript(formats))
  // Gatsby bundles this file, so packages are found from the site root rather than with require.resolve.
  fs.copyFileSync(path.resolve("node_modules/decap-cms/dist/decap-cms.js"), path.join(adminDir, "decap-cms.js"))
  fs.copyFileSync(path.resolve("node_modules/js-yaml/dist/js-yaml.min.js"), path.join(adminDir, "js-yaml.min.js"))
}
