import { isCurrentPath, normalizePath } from "../../src/lib/paths"

describe("paths", () => {
  it("treats a trailing slash as the same page", () => {
    expect(normalizePath("/about/")).toBe("/about")
    expect(normalizePath("/")).toBe("/")
    expect(normalizePath("")).toBe("/")
  })

  it("marks only the link to the page being shown as current", () => {
    expect(isCurrentPath("/about/", "/about")).toBe(true)
    expect(isCurrentPath("/", "/")).toBe(true)
    expect(isCurrentPath("/about", "/")).toBe(false)
    expect(isCurrentPath("/services", "/services#categories")).toBe(true)
    expect(isCurrentPath("/rasayana-therapy", "/services")).toBe(false)
  })
})
