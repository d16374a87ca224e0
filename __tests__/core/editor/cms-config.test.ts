import fs from "fs"
import path from "path"
import { listContentFiles, loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { readSiteContent } from "../../support/read-site-content"
import { cmsConfig } from "../../../core/editor/cms-config"
import { editorBackend } from "../../../core/editor/editor-backend"
import { realContentDir as contentDir, realSchemaDir } from "../../support/content-copy"

const schemas = new SchemaSet(realSchemaDir)
const { config, formats } = cmsConfig(readSiteContent(contentDir, schemas, loadCollections(schemas), new Date()), editorBackend({}).backend)
// The English files; the editor's languages come with its i18n configuration.
const contentFiles = listContentFiles(contentDir).filter((file) => !/^(mr|hi)\//.test(file))

interface Collection {
  name: string
  format: string
  folder?: string
  files?: { file: string; fields: { name: string }[] }[]
  fields?: unknown[]
}
const collections = config.collections as unknown as Collection[]

describe("browser editor configuration", () => {
  // English paths: the editor's {{locale}} folder is left out for English, and is mr/ or hi/ for a translation.
  const english = (editorPath: string) => editorPath.replace("{{locale}}/", "")
  const filesOf = (collection: Collection) =>
    collection.files?.map(({ file }) => english(file)) ??
    contentFiles.filter((file) => `content/${path.posix.dirname(file)}` === english(collection.folder!)).map((file) => `content/${file}`)

  it("offers every content file for editing exactly once, in English, Marathi and Hindi where it has words", () => {
    expect(collections.flatMap(filesOf).sort()).toEqual(contentFiles.map((file) => `content/${file}`).sort())
    expect(config.i18n).toMatchObject({
      structure: "multiple_folders",
      locales: ["en", "mr", "hi"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    })
    for (const collection of collections) {
      const { translated } = loadCollections(schemas).find(({ name }) => name === collection.name)!
      expect(collection.files?.[0].file ?? collection.folder).toMatch(translated ? /^content\/\{\{locale\}\}\// : /^content\/(?!\{\{locale\}\})/)
      expect(collection).toMatchObject({ i18n: translated })
    }
  })

  it("writes a file of addresses alone, the moved pages, once, with no translations", () => {
    const movedPages = collections.find(({ name }) => name === "moved-pages")!
    expect(movedPages).toMatchObject({ i18n: false, files: [{ file: "content/moved-pages.yaml", i18n: false }] })
  })

  it("writes text in the fields that say what the claims guard finds, but in files that quote the site", () => {
    const widgets = (name: string) => JSON.stringify(collections.find((collection) => collection.name === name)).match(/"widget":"[^"]+"/g)
    expect(widgets("topic")).toEqual(expect.arrayContaining(['"widget":"checked-string"', '"widget":"checked-text"']))
    expect(widgets("topic")).not.toContain('"widget":"string"')
    expect(widgets("approved-sentences")).toContain('"widget":"string"')
    expect(widgets("approved-sentences")).not.toContain('"widget":"checked-string"')
  })

  it("translates words and keeps facts in the English file", () => {
    const site = collections.find((collection) => collection.name === "site")!.files![0].fields as { name: string; i18n?: boolean }[]
    const byName = Object.fromEntries(site.map((field) => [field.name, field.i18n]))
    expect(byName).toMatchObject({ name: true, description: true, phones: undefined, url: undefined, hours: undefined, reviewed: true })
  })

  it("knows the first line of each YAML file and of its translations, naming its schema", () => {
    for (const collection of collections) {
      const format = formats[collection.format]
      if (format.kind !== "yaml") continue
      for (const file of filesOf(collection)) {
        const { english: englishLine, translation } = format.schemaLine
        expect(fs.readFileSync(path.resolve(__dirname, "../../..", file), "utf8").split("\n")[0]).toBe(englishLine)
        const translated = path.resolve(__dirname, "../../..", file.replace("content/", "content/mr/"))
        if (fs.existsSync(translated)) expect(fs.readFileSync(translated, "utf8").split("\n")[0]).toBe(translation)
      }
    }
  })

  it("tells the format where each collection keeps its facts", () => {
    expect(formats["yaml-therapies"].neutral).toEqual({ therapies: { id: true, image: true, topic: true } })
    expect(formats["yaml-topic"].neutral).toMatchObject({ reviewedBy: true, lastReviewed: true })
    expect(formats["markdown-article"]).toMatchObject({ kind: "front-matter", neutral: { author: true, lastReviewed: true } })
  })

  it("gives a form the fields of its schema, in order, with required ones marked", () => {
    for (const name of ["about-page", "topic"]) {
      const schema = schemas.get(`${name}.schema.json`)
      const collection = collections.find((candidate) => candidate.name === name)!
      const fields = (collection.files?.[0].fields ?? collection.fields) as { name: string; required: boolean }[]
      expect(fields.map(({ name: field, required }) => [field, required])).toEqual(
        Object.keys(schema.properties!).map((field) => [field, schema.required!.includes(field)]),
      )
    }
  })

  it("gives a topic section every kind's fields, each saying which kinds it is for", () => {
    const sections = (
      collections.find((collection) => collection.name === "topic")!.fields as { name: string; fields: { name: string; hint?: string }[] }[]
    ).find((field) => field.name === "sections")!
    const kinds = (
      schemas.get("topic.schema.json").properties!.sections as unknown as { items: { allOf: { if: { properties: { kind: { const: string } } } }[] } }
    ).items.allOf.map((rule) => rule.if.properties.kind.const)
    expect(sections.fields.slice(0, 3).map((field) => field.name)).toEqual(["kind", "heading", "intro"])
    const kindsNamed = sections.fields.slice(3).map((field) => [...(field.hint ?? "").matchAll(/"([\w-]+)"/g)].map((match) => match[1]))
    expect(kindsNamed.every((named) => named.length > 0)).toBe(true)
    expect(new Set(kindsNamed.flat())).toEqual(new Set(kinds))
  })

  it("offers a date as the browser's date picker, saving it year-month-day", () => {
    const topic = collections.find((collection) => collection.name === "topic")!.fields as { name: string }[]
    expect(topic.find((field) => field.name === "lastReviewed")).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD" })
  })

  it("offers another collection's entries to pick from wherever a field names one, several where it holds a list", () => {
    const article = collections.find((collection) => collection.name === "article")!.fields as { name: string }[]
    const field = (name: string) => article.find((candidate) => candidate.name === name)
    expect(field("author")).toMatchObject({ widget: "relation", collection: "person" })
    expect(field("related")).toMatchObject({ widget: "relation", collection: "topic", multiple: true, min: 1 })
    expect(field("title")).not.toHaveProperty("collection")
    const therapies = collections.find((collection) => collection.name === "therapies")!.files![0]
    const card = therapies.fields[0] as unknown as { fields: { name: string }[] }
    expect(card.fields.find((candidate) => candidate.name === "topic")).toMatchObject({ widget: "relation", collection: "topic" })
  })

  it("starts a new entry in English alone, its translations switched on when someone writes them", () => {
    expect(config.i18n).toMatchObject({ initial_locales: "default" })
  })

  it("uploads images into content/images under names an image path may have, and writes each path from its file", () => {
    expect(config.media_folder).toBe("content/images")
    expect(config.media_libraries).toMatchObject({ default: { config: { slugify_filename: true } }, stock_assets: false })
    const imageFields = (fields: unknown[]): { public_folder: string }[] =>
      (fields as { widget: string; fields?: unknown[]; field?: unknown; public_folder: string }[]).flatMap((field) => [
        ...(field.widget === "image" ? [field] : []),
        ...imageFields(field.fields ?? (field.field ? [field.field] : [])),
      ])
    const checked = collections.flatMap((collection) => {
      const file = filesOf(collection)[0]
      return imageFields(collection.files?.[0].fields ?? collection.fields ?? []).map(({ public_folder }) => {
        // A path without a leading dot the editor would write from the site's root ("/images/x.webp").
        expect(public_folder).toMatch(/^\.\.?\//)
        expect(path.posix.join(path.posix.dirname(file), public_folder)).toBe("content/images")
      })
    })
    expect(checked.length).toBeGreaterThan(0)
  })
})
