import { editDistance } from "../../src/lib/edit-distance"

describe("editDistance", () => {
  it("counts each letter added, removed or changed", () => {
    expect(editDistance("contact", "contact")).toBe(0)
    expect(editDistance("contct", "contact")).toBe(1)
    expect(editDistance("contacts", "contact")).toBe(1)
    expect(editDistance("kontakt", "contact")).toBe(2)
    expect(editDistance("", "abc")).toBe(3)
  })

  it("counts two neighbouring letters swapped as one slip", () => {
    expect(editDistance("contcat", "contact")).toBe(1)
    expect(editDistance("hlep", "help")).toBe(1)
  })
})
