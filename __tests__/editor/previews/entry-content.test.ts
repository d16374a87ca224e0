import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import { entryContent, previewLocale, wordsOverFacts, type PreviewEntry } from "../../../src/editor/previews/entry-content"
import { sourceKey } from "../../../src/editor/translated-entry"
import { locales, type Locale } from "../../../src/lib/locales"
import { mergeTranslation, SchemaSet, schemaTree } from "../../../core"
import { realContentDir, realSchemaDir } from "../../support/content-copy"

const schemas = new SchemaSet(realSchemaDir)
const read = (relativePath: string) => yaml.load(fs.readFileSync(path.join(realContentDir, relativePath), "utf8")) as Record<string, unknown>

/** What each file says of itself, which the preview does not show. */
const withoutPerFileFields = ({ reviewed: _reviewed, placeholders: _placeholders, ...content }: Record<string, unknown>) => content

/** An entry as the editor's preview pane hands it over: Immutable-like, the language shown in `data`. */
function entryShowing(locale: Locale, files: Partial<Record<Locale, unknown>>): PreviewEntry {
  const plain = {
    data: files[locale],
    i18n: Object.fromEntries(
      Object.entries(files)
        .filter(([other]) => other !== locale)
        .map(([other, data]) => [other, { data }]),
    ),
  }
  return {
    getIn: (keys) => {
      const value = keys.reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], plain)
      return value === undefined ? undefined : { toJS: () => value }
    },
    get: () => undefined,
  }
}

/** The translated files of a kind the preview draws, in every language they exist in. */
const translated = [
  "therapies.yaml",
  ...fs
    .readdirSync(path.join(realContentDir, "mr/topics"))
    .slice(0, 3)
    .map((file) => `topics/${file}`),
]

describe("the preview's content of an entry", () => {
  it.each(translated)("lays the words of %s over the English facts as the site does", (relativePath) => {
    const schema = relativePath.startsWith("topics/") ? "topic" : "therapies"
    for (const locale of locales.filter((candidate) => fs.existsSync(path.join(realContentDir, candidate, relativePath)))) {
      const [english, translation] = [read(relativePath), read(`${locale}/${relativePath}`)]
      const site = mergeTranslation(english, translation, schemaTree(schemas, schema)) as Record<string, unknown>
      expect(withoutPerFileFields(wordsOverFacts(english, translation) as Record<string, unknown>)).toEqual(withoutPerFileFields(site))
    }
  })

  it("falls back to the English words where a translation leaves a field empty", () => {
    expect(wordsOverFacts({ title: "Basti Therapy", intro: ["One."] }, { title: "", intro: ["एक."] })).toEqual({
      title: "Basti Therapy",
      intro: ["एक."],
    })
  })

  it("knows the language shown from the languages the entry lists as others", () => {
    const files = { en: { title: "English" }, mr: { title: "मराठी" }, hi: { title: "हिंदी" } }
    for (const locale of locales) {
      const entry = entryShowing(locale, files)
      expect(previewLocale(entry)).toBe(locale)
      expect(entryContent<{ title: string }>(entry, locale).title).toBe(files[locale].title)
    }
    // A missing Hindi translation cannot be previewed, and does not make English look like Hindi.
    expect(previewLocale(entryShowing("en", { en: files.en, mr: files.mr }))).toBe("en")
    expect(previewLocale(entryShowing("mr", { en: files.en, mr: files.mr }))).toBe("mr")
  })

  it("leaves out the file's text that the editor's formats carry with an entry, in every language", () => {
    const files = { en: { title: "English", [sourceKey]: "title: English" }, mr: { title: "मराठी", [sourceKey]: "title: मराठी" } }
    expect(entryContent(entryShowing("en", files), "en")).toEqual({ title: "English" })
    expect(entryContent(entryShowing("mr", files), "mr")).toEqual({ title: "मराठी" })
  })
})
