import { similarPages, type TitledPage } from "../../src/lib/similar-pages"

const page = (route: string): TitledPage => ({ route, path: `/mr${route}`, title: route })
const pages = [
  "/",
  "/contact",
  "/panchakarma-therapies",
  "/rasayana-therapy",
  "/articles",
  "/articles/first-consultation",
  "/articles/rasayana-after-treatment",
  "/breast-cancer-support",
].map(page)
const suggested = (asked: string) => similarPages(asked, pages).map(({ route }) => route)

describe("similarPages", () => {
  it("finds a page from an address with a letter missing, added or changed", () => {
    expect(suggested("/contct")[0]).toBe("/contact")
    expect(suggested("/articles/first-consulation")[0]).toBe("/articles/first-consultation")
    expect(suggested("/panchakarma-therapys")[0]).toBe("/panchakarma-therapies")
    expect(suggested("/contcat")[0]).toBe("/contact")
  })

  it("finds a page from part of its address, the closest first", () => {
    expect(suggested("/rasayana")).toEqual(["/rasayana-therapy", "/articles/rasayana-after-treatment"])
  })

  it("reads capitals, spaces, underscores, a trailing slash and .html as the address's words", () => {
    expect(suggested("/Breast%20Cancer_Support/")[0]).toBe("/breast-cancer-support")
    expect(suggested("/contact.html")[0]).toBe("/contact")
  })

  it("finds a page whose words were run together", () => {
    expect(suggested("/rasayanatherapy")[0]).toBe("/rasayana-therapy")
  })

  it("gives the page's address in its language, and at most three", () => {
    expect(suggested("/articles/rasayana")).toEqual(["/articles/rasayana-after-treatment", "/articles", "/rasayana-therapy"])
    expect(similarPages("/contct", pages)[0].path).toBe("/mr/contact")
  })

  it("suggests nothing for an address like no page, or one with no words", () => {
    expect(suggested("/xyz")).toEqual([])
    expect(suggested("/")).toEqual([])
    expect(suggested("/%E0%A4")).toEqual([])
  })
})
