import { translationOf } from "../../src/editor/translated-entry"

describe("a translation as the editor saves it", () => {
  const mask = { phones: true as const }
  const entry = { title: "संपर्क", phones: { calls: "+91 00000 00002" }, placeholders: ["phones.calls", "title"] }

  it("keeps the fingerprint of the English its native speaker reviewed it against", () => {
    expect(translationOf({ ...entry, reviewed: "0a1b2c3d4e5f" }, mask).reviewed).toBe("0a1b2c3d4e5f")
  })

  it("is unreviewed until then, whatever else the copied entry says", () => {
    for (const reviewed of [undefined, false, true, ""]) expect(translationOf({ ...entry, reviewed }, mask).reviewed).toBe(false)
  })

  it("leaves out the English file's facts, and their stand-ins", () => {
    expect(translationOf(entry, mask)).toEqual({ title: "संपर्क", placeholders: ["title"], reviewed: false })
  })
})
