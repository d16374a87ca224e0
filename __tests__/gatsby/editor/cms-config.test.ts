import fs from "fs"
import path from "path"
import vm from "vm"
import yaml from "js-yaml"
import { listContentFiles, loadCollections } from "../../../src/gatsby/content/collections"
import { SchemaSet } from "../../../src/gatsby/content/schemas"
import { cmsConfig, formatsScript } from "../../../src/gatsby/editor/cms-config"
import { realContentDir as contentDir, realSchemaDir } from "../../support/content-copy"

const schemas = new SchemaSet(realSchemaDir)
const { config, formats } = cmsConfig(schemas, loadCollections(schemas), contentDir)
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
  it("offers every content file for editing exactly once", () => {
    const offered = collections.flatMap((collection) =>
      collection.files
        ? collection.files.map(({ file }) => file)
        : contentFiles.filter((file) => `content/${path.posix.dirname(file)}` === collection.folder).map((file) => `content/${file}`),
    )
    expect(offered.sort()).toEqual(contentFiles.map((file) => `content/${file}`).sort())
  })

  it("saves each YAML file with the first line it has now, naming its schema", () => {
    for (const collection of collections.filter(({ format }) => format !== "frontmatter")) {
      const files = collection.files?.map(({ file }) => file) ??
        contentFiles.filter((file) => `content/${path.posix.dirname(file)}` === collection.folder).map((file) => `content/${file}`)
      for (const file of files) {
        const firstLine = fs.readFileSync(path.resolve(__dirname, "../../..", file), "utf8").split("\n")[0]
        expect(formats[collection.format]).toBe(firstLine)
      }
    }
  })

  it("registers formats that read YAML and write it back under the schema line", () => {
    const registered: Record<string, { fromFile: (text: string) => unknown; toFile: (data: unknown) => string }> = {}
    const CMS = { registerCustomFormat: (name: string, extension: string, formatter: (typeof registered)[string]) => {
      expect(extension).toBe("yaml")
      registered[name] = formatter
    } }
    vm.runInNewContext(formatsScript(formats), { CMS, jsyaml: yaml })
    expect(Object.keys(registered).sort()).toEqual(Object.keys(formats).sort())
    const text = registered["yaml-topic"].toFile({ title: "Knee Care", intro: ["Line: with a colon"] })
    expect(text).toBe(`${formats["yaml-topic"]}\ntitle: Knee Care\nintro:\n  - 'Line: with a colon'\n`)
    expect(registered["yaml-topic"].fromFile(text)).toEqual({ title: "Knee Care", intro: ["Line: with a colon"] })
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

  it("lets an editor pick a topic section's kind, each with its own fields", () => {
    const sections = (collections.find((collection) => collection.name === "topic")!.fields as { name: string; types?: { name: string; fields: { name: string }[] }[]; typeKey?: string }[])
      .find((field) => field.name === "sections")!
    expect(sections.typeKey).toBe("kind")
    expect(sections.types!.map((type) => [type.name, type.fields.map((field) => field.name)])).toEqual([
      ["text", ["heading", "intro", "paragraphs"]],
      ["cards", ["heading", "intro", "cards"]],
      ["steps", ["heading", "intro", "steps"]],
      ["list", ["heading", "intro", "points"]],
      ["phases", ["heading", "intro", "phases"]],
    ])
  })

  it("uploads images into content/images", () => {
    expect(config.media_folder).toBe("content/images")
    const therapies = collections.find((collection) => collection.name === "therapies")!.files![0]
    const list = therapies.fields[0] as unknown as { fields: { name: string; widget: string; media_folder?: string; public_folder?: string }[] }
    expect(list.fields.find((field) => field.name === "image")).toMatchObject({ widget: "image", media_folder: "/content/images", public_folder: "images" })
  })
})
