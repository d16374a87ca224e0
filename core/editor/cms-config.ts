import path from "path"
import { defaultLocale, locales } from "../../src/lib/locales"
import type { FormatDescription, NeutralMask } from "./format-description"
import type { SiteContent } from "../content/site-content"
import { nonBlank } from "../checks/describe-schema-error"
import type { SchemaNode } from "../content/schema-tree"
import type { NotWordsMask } from "../content/sign-off"
import type { EditorBackend } from "./editor-backend"

// Builds the browser editor's configuration (Sveltia CMS, static/admin/config.yml) and the description of each
// collection's YAML format from the same JSON Schemas the build validates with, so the editor's fields and the
// schemas cannot drift apart. Marathi and Hindi are the editor's other locales: content/mr/ and content/hi/ mirror
// content/, and a field is translated unless it holds a language-neutral fact, which stays in the English file.

type Field = Record<string, unknown>

function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Text an editor writes as sentences gets a multi-line box; the schema says which fields those are. */
const longTextDefinitions = ["prose", "metaDescription"]

/**
 * Decap fields from the JSON Schemas. Text is written in the site's checked fields (src/editor/checked-fields.ts),
 * which say what the claims guard finds as the editor types, but in a file that quotes the site's sentences.
 */
class FieldBuilder {
  constructor(
    private readonly imageFolder: string,
    private readonly checked: boolean,
    /** What a translation's review leaves out of its fingerprints, and what a medical sign-off leaves out (core/content/sign-off.ts). */
    private readonly masks: { notWords: NotWordsMask | undefined; unsigned: NotWordsMask | undefined },
    /** The facts a medical sign-off covers where the words name them: site.yaml's careFacts. */
    private readonly careFacts: unknown,
  ) {}

  /** A Decap field for one property of a schema. */
  field(name: string, node: SchemaNode, required: boolean): Field {
    const { schema, definition } = node
    const base: Field = { name, label: humanize(name), required }
    // A fact is written once, in English; words, and what each file says of itself, in every language.
    if (node.perFile || node.holdsWords) base.i18n = true
    if (schema.description && !["text", "prose"].includes(definition ?? "")) base.hint = schema.description
    switch (node.kind) {
      case "image":
        return { ...base, widget: "image", media_folder: "/content/images", public_folder: this.imageFolder, choose_url: false }
      // Another collection's entry is picked from a list of its entries by title, and saved as its file name.
      case "reference":
        return { ...base, widget: "relation", collection: schema["x-reference"] }
      case "choice":
        return { ...base, widget: "select", options: schema.enum }
      case "flag":
        return { ...base, widget: "boolean" }
      // Signed with a button that writes the fingerprint of what is signed (src/editor/sign-off-field.ts).
      case "signature": {
        const facts = schema["x-signature"] === "medical words" ? { careFacts: this.careFacts } : {}
        const { notWords = {}, unsigned = {} } = this.masks
        return { ...base, widget: "sign-off", signs: schema["x-signature"], masks: { notWords, unsigned }, ...facts }
      }
      case "integer":
        return { ...base, widget: "number", value_type: "int" }
      case "number":
        return { ...base, widget: "number", value_type: "float" }
      case "object":
        return { ...base, widget: "object", fields: this.fields(node) }
      case "list":
        return { ...base, ...this.list(node) }
      // The browser's own date picker: only days of the calendar, written year-month-day.
      case "date":
        return { ...base, widget: "datetime", type: "date", format: "YYYY-MM-DD" }
      default: {
        const widget = longTextDefinitions.includes(definition ?? "") ? "text" : "string"
        const field: Field = { ...base, widget: this.checked ? `checked-${widget}` : widget }
        // The build refuses blank text; the editor's own "required" keeps an optional field free to stay empty.
        if (schema.pattern && schema.pattern !== nonBlank) field.pattern = [schema.pattern, schema.description ?? "This does not look right."]
        return field
      }
    }
  }

  /**
   * The fields of an object. Of topic sections, each kind has its own list (paragraphs, cards, steps...): the editor
   * shows them all and a section fills the one of its kind, because a translation does not repeat the kind, which the
   * editor's typed lists would need to tell the items apart.
   */
  fields(node: SchemaNode): Field[] {
    return node.properties.map(({ name, nodes: [property], required, only }) => {
      const field = this.field(name, property, required)
      return only ? { ...field, hint: `For a section of kind ${only.map((kind) => `"${kind}"`).join(" or ")}.` } : field
    })
  }

  private list({ schema, file, definition, items }: SchemaNode): Field {
    if (!items) throw new Error(`schemas/${file}: a list has no "items"`)
    if (items.kind === "reference")
      return { widget: "relation", collection: items.schema["x-reference"], multiple: true, ...(schema.minItems ? { min: schema.minItems } : {}) }
    if (items.kind === "object") return { widget: "list", fields: this.fields(items) }
    return { widget: "list", field: this.field(definition === "paragraphs" ? "paragraph" : "item", items, true) }
  }
}

/** The first line each file of a schema keeps: the schema reference VS Code reads. */
function schemaLine(schema: string, relativePath: string): string {
  const fromFile = path.posix.relative(path.posix.dirname(`content/${relativePath}`), `schemas/${schema}.schema.json`)
  return `# yaml-language-server: $schema=${fromFile}`
}

/** Where a value of this schema holds language-neutral facts, as the editor's YAML format looks for them. */
function neutralMask(node: SchemaNode): NeutralMask | undefined {
  if (node.perFile) return undefined
  if (node.neutral) return true
  if (node.items) return neutralMask(node.items)
  const inner = node.properties.flatMap(({ name, nodes }) => {
    const mask = nodes.map(neutralMask).filter(Boolean).at(-1)
    return mask ? [[name, mask] as const] : []
  })
  return inner.length > 0 ? Object.fromEntries(inner) : undefined
}

/** "content/{{locale}}/topics": the English folder, with the editor's locale folder before it, if it is translated. */
function contentPath(relativePath: string, translated: boolean): string {
  return translated ? `content/{{locale}}/${relativePath}` : `content/${relativePath}`
}

/** The editor's configuration (one collection per schema, by label), and what each YAML collection's format must know. */
export function cmsConfig(content: Pick<SiteContent, "collections" | "files" | "entry">, backend: EditorBackend) {
  const { collections } = content
  const { careFacts } = content.entry("site.yaml", defaultLocale)!.content as { careFacts?: unknown }
  const formats: Record<string, FormatDescription> = {}
  const editorCollections = [...collections]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((collection) => {
      const paths = content.files.flatMap((file) => (file.collection === collection && file.locale === defaultLocale ? [file.relativePath] : []))
      if (paths.length === 0) throw new Error(`no content file uses schemas/${collection.name}.schema.json`)
      // The path from the collection's files to content/images, "./images" or "../images": the editor takes a folder
      // without a leading dot as an address from the site's root, and would save "/images/x.webp" in a YAML file.
      const toImages = path.posix.relative(path.posix.dirname(`content/${paths[0]}`), "content/images")
      const imageFolder = toImages.startsWith("..") ? toImages : `./${toImages}`
      const fields = new FieldBuilder(imageFolder, !collection.quotes, collection, careFacts).fields(collection.tree)
      const neutral = neutralMask(collection.tree)
      let format: string
      if (collection.format === "markdown") {
        // Front matter from the schema, then the article's text in the Markdown editor.
        fields.push({ name: "body", label: "Text", widget: "markdown", required: true, i18n: true })
        format = `markdown-${collection.name}`
        formats[format] = { kind: "front-matter", neutral }
      } else {
        format = `yaml-${collection.name}`
        const lines = { english: schemaLine(collection.name, paths[0]), translation: schemaLine(collection.name, `mr/${paths[0]}`) }
        formats[format] = { kind: "yaml", schemaLine: lines, neutral }
      }
      const { translated } = collection
      const common = { name: collection.name, label: collection.label, i18n: translated, format }
      if (collection.folder) {
        // An entry is named by its title, or (a person) by its name; the file is named after it.
        const identifier = fields.some((field) => field.name === "title") ? "title" : "name"
        return {
          ...common,
          folder: contentPath(collection.folder, translated),
          create: true,
          slug: "{{slug}}",
          identifier_field: identifier,
          summary: `{{${identifier}}}`,
          fields,
        }
      }
      return {
        ...common,
        files: [{ name: collection.name, label: collection.label, file: contentPath(collection.file!, translated), i18n: translated, fields }],
      }
    })
  const { name } = content.entry("site.yaml", defaultLocale)!.content as { name: string }
  const config = {
    backend,
    // The sign-in page and the browser's tab show the centre's name and logo, which staff know, not the editor's.
    app_title: `${name} · website editor`,
    logo: { src: "/favicon.svg" },
    media_folder: "content/images",
    public_folder: "images",
    // Staff upload photos as their phones name them ("IMG 0412 (1).JPG"); the editor saves each under the lower-case,
    // dashed name an image path may have, and a phone's 4000-pixel photo as a WebP at most 2560 pixels across, more
    // than any page sends. Stock photo services are left out: a clinic's pictures are its own, and the editor talks
    // to no other host.
    media_libraries: {
      default: { config: { slugify_filename: true, transformations: { raster_image: { format: "webp", quality: 85, width: 2560, height: 2560 } } } },
      stock_assets: false,
    },
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
      // English sits at content/ itself; content/mr/ and content/hi/ mirror it.
      omit_default_locale_from_file_path: true,
      // A new entry is written in English first; its translations are switched on in the editor when someone writes
      // them (a page missing in a language is simply not published in it).
      initial_locales: "default",
    },
    collections: editorCollections,
  }
  return { config, formats }
}
