/** @jest-environment node */
import { parse } from "yaml"
import type { YamlFormatDescription } from "../../core/browser"
import { yamlFormat } from "../../src/editor/yaml-format"

const therapies: YamlFormatDescription = {
  kind: "yaml",
  schemaLine: { english: "# $schema=../schemas/therapies.schema.json", translation: "# $schema=../../schemas/therapies.schema.json" },
  neutral: { therapies: { id: true, image: true } },
}
const english = `${therapies.schemaLine.english}\n# Cards.\ntherapies:\n  - id: abhyanga\n    image: images/a.jpg\n    name: Abhyanga\n`
const marathi = `${therapies.schemaLine.translation}\nreviewed: false\ntherapies:\n  - name: अभ्यंग\n`

describe("the editor's YAML format", () => {
  const format = yamlFormat(therapies)

  it("saves each file, English or translated, as it was when nothing changed", () => {
    expect(format.toFile(format.fromFile(english))).toBe(english)
    expect(format.toFile(format.fromFile(marathi))).toBe(marathi)
  })

  it("writes a new translation under its own schema line, one folder deeper, without the English file's facts, unreviewed", () => {
    // The editor starts a translation as a copy of the English entry, its source text and facts included.
    const copy = { ...format.fromFile(english), reviewed: false }
    const text = format.toFile({ ...copy, therapies: [{ id: "abhyanga", image: "images/a.jpg", name: "अभ्यंग" }] })
    expect(text).toBe(`${therapies.schemaLine.translation}\ntherapies:\n  - name: अभ्यंग\nreviewed: false\n`)
  })

  it("leaves the English file's stand-in facts out of a new translation, keeping its stand-in words", () => {
    const copy = { ...format.fromFile(english), placeholders: ["therapies[0].image", "therapies[0].name"] }
    const text = format.toFile({ ...copy, therapies: [{ id: "abhyanga", image: "images/a.jpg", name: "अभ्यंग" }] })
    expect(parse(text).placeholders).toEqual(["therapies[0].name"])
  })

  it("keeps an English save in English, facts and all", () => {
    const edited = { ...format.fromFile(english), therapies: [{ id: "abhyanga", image: "images/a.jpg", name: "Abhyanga oil" }] }
    expect(format.toFile(edited)).toBe(english.replace("name: Abhyanga", "name: Abhyanga oil"))
  })
})
