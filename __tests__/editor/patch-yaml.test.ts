/** @jest-environment node */
import jsYaml from "js-yaml"
import { parse } from "yaml"
import { patchYaml, writeYaml } from "../../src/editor/patch-yaml"

const source = `# yaml-language-server: $schema=../schemas/site.schema.json
# The centre's facts.
name: Ayurveda Centre

phones:
  whatsapp: "+91 00000 00001" # a placeholder
  calls: "+91 00000 00002"
intro:
  - >-
    A long paragraph that the editor's file keeps folded over two lines, as it was
    written by hand.
  - Short line.
open: true
`

function changed(before: string, after: string): string[] {
  const old = before.split("\n")
  return after.split("\n").filter((line, index) => line !== old[index])
}

describe("writing an edited entry back into its file", () => {
  it("changes only the line of the value that changed, keeping comments, quotes and folded text", () => {
    const entry = { ...(parse(source) as Record<string, unknown>) }
    entry.phones = { whatsapp: "+91 00000 00001", calls: "+91 90000 11111" }
    const after = patchYaml(source, entry)
    expect(changed(source, after)).toEqual(['  calls: "+91 90000 11111"'])
  })

  it("accepts the editor's own key order and leaves out empty fields the file never had", () => {
    const { name, phones, intro, open } = parse(source) as Record<string, unknown>
    expect(patchYaml(source, { reviewed: false, placeholders: [], open, intro, phones, name })).toBe(source)
  })

  it("rewrites a changed folded paragraph as one line and leaves its neighbours alone", () => {
    const entry = parse(source) as { intro: string[] }
    entry.intro[0] = "A new paragraph."
    const after = patchYaml(source, entry)
    expect(parse(after)).toEqual(entry)
    expect(after).toContain("  - Short line.\nopen: true\n")
    expect(after.startsWith(source.split("intro:")[0])).toBe(true)
  })

  it("writes a number or true/false plain, and text that looks like one in quotes", () => {
    const entry = { ...(parse(source) as Record<string, unknown>), open: false, name: "true" }
    const after = patchYaml(source, entry)
    expect(after).toContain("open: false\n")
    expect(parse(after)).toEqual(entry)
  })

  it("when the shape changes, writes the new shape and keeps the comments and the schema line", () => {
    const entry = parse(source) as { intro: string[] }
    entry.intro.push("A third paragraph.")
    const after = patchYaml(source, entry)
    expect(parse(after)).toEqual(entry)
    expect(after.split("\n").slice(0, 2)).toEqual(source.split("\n").slice(0, 2))
    expect(after).toContain("# a placeholder")
  })

  it("writes a new file without empty fields", () => {
    expect(writeYaml({ title: "Knee care", intro: ["Line: with a colon"], reviewed: false })).toBe('title: Knee care\nintro:\n  - "Line: with a colon"\n')
  })

  it("writes text the build would read as a date (js-yaml reads a plain 2026-12-25 as one) in quotes", () => {
    const closures = 'closures:\n  - from: "2026-11-08"\n    note: Diwali\n'
    const patched = { closures: [{ from: "2026-11-08", note: "2026-11-09" }] }
    const reshaped = {
      closures: [
        { from: "2026-11-08", note: "Diwali" },
        { from: "2026-12-25", note: "Christmas" },
      ],
    }
    expect(jsYaml.load(patchYaml(closures, patched))).toEqual(patched)
    expect(jsYaml.load(patchYaml(closures, reshaped))).toEqual(reshaped)
    expect(jsYaml.load(writeYaml(reshaped))).toEqual(reshaped)
  })

  it("when the shape changes, keeps the quotes of values that did not change and the lists written on one line", () => {
    const hours = 'hours:\n  - dayOfWeek: [Monday, Tuesday]\n    opens: "09:00"\n'
    const entry = {
      hours: [
        { dayOfWeek: ["Monday", "Tuesday"], opens: "09:00" },
        { dayOfWeek: ["Sunday"], opens: "10:00" },
      ],
    }
    expect(patchYaml(hours, entry)).toBe(`${hours}  - dayOfWeek:\n      - Sunday\n    opens: 10:00\n`)
  })
})
