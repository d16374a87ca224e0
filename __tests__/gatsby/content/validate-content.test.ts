import fs from "fs"
import os from "os"
import path from "path"
import { validateContent } from "../../../src/gatsby/content/validate-content"

const realContent = path.resolve(__dirname, "../../../content")
const schemas = path.resolve(__dirname, "../../../schemas")

/** Copies the real content, lets the test make one editor's mistake in it, and returns what the build would say. */
function problemsAfter(mistake: (file: (relativePath: string) => string) => void): string[] {
  const contentDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-")), "content")
  fs.cpSync(realContent, contentDir, { recursive: true })
  mistake((relativePath) => path.join(contentDir, relativePath))
  return validateContent(contentDir, schemas)
}

function edit(filePath: string, from: string | RegExp, to: string) {
  const text = fs.readFileSync(filePath, "utf8")
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`test setup: ${String(from)} is not in ${filePath}`)
  fs.writeFileSync(filePath, changed)
}

describe("content validation", () => {
  it("finds nothing wrong with the site's own content", () => {
    expect(validateContent(realContent, schemas)).toEqual([])
  })

  it("names the file, line and column of a YAML syntax error", () => {
    const problems = problemsAfter((file) => edit(file("site.yaml"), "email: info@example.com", 'email: "info@example.com'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/site\.yaml: YAML syntax error on line \d+, column \d+: /)
  })

  it("names a missing required field", () => {
    const problems = problemsAfter((file) => edit(file("pages/about.yaml"), /\nheading: About the Centre\n/, "\n"))
    expect(problems).toEqual(["content/pages/about.yaml: heading is required"])
  })

  it("names a misspelled key and suggests the right one", () => {
    const problems = problemsAfter((file) =>
      edit(file("topics/rasayana-therapy.yaml"), "      - title: Herbal Rasayanas", "      - titel: Herbal Rasayanas"),
    )
    expect(problems).toEqual([
      "content/topics/rasayana-therapy.yaml: sections[1].items[0].title is required",
      'content/topics/rasayana-therapy.yaml: sections[1].items[0].titel is not a known field (did you mean "title"?)',
    ])
  })

  it("names a value of the wrong type", () => {
    const problems = problemsAfter((file) => edit(file("site.yaml"), "established: 2004", "established: two thousand four"))
    expect(problems).toEqual(['content/site.yaml: established must be a whole number, not "two thousand four"'])
  })

  it("names a link to a page the site does not have", () => {
    const problems = problemsAfter((file) => edit(file("services.yaml"), "link: /thyroid-treatment", "link: /thyroid-care"))
    expect(problems).toEqual([
      "content/services.yaml: categories[2].specialties[2].link links to /thyroid-care, which is not a page of this site",
    ])
  })

  it("checks links nested in a link object too", () => {
    const problems = problemsAfter((file) => edit(file("site.yaml"), "to: /medical-disclaimer", "to: /disclaimer"))
    expect(problems).toEqual([
      "content/site.yaml: disclaimer.link.to links to /disclaimer, which is not a page of this site",
    ])
  })

  it("names an image path with no file behind it", () => {
    const problems = problemsAfter((file) => edit(file("therapies.yaml"), "images/therapies/nasya.jpg", "images/therapies/nasyaa.jpg"))
    expect(problems).toEqual([
      'content/therapies.yaml: therapies[3].image is "images/therapies/nasyaa.jpg", but there is no image at that path',
    ])
  })

  it("names an unknown icon", () => {
    const problems = problemsAfter((file) => edit(file("cancer-types.yaml"), "icon: brain", "icon: brian"))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/cancer-types\.yaml: categories\[6\]\.icon is "brian", which is not one of: activity, apple, /)
  })

  it("names a duplicate id", () => {
    const problems = problemsAfter((file) => edit(file("therapies.yaml"), "- id: nasya", "- id: basti"))
    expect(problems).toEqual([
      'content/therapies.yaml: therapies[3].id "basti" is used twice (also at therapies[1].id); each id must be different',
    ])
  })

  it("names a topic whose slug is already another page's address", () => {
    const problems = problemsAfter((file) =>
      fs.copyFileSync(file("topics/diabetes-treatment.yaml"), file("topics/about.yaml")),
    )
    expect(problems).toEqual([
      'content/topics/about.yaml: the slug "about" is already the address of another page; rename the file',
    ])
  })

  it("names a topic section of an unknown kind", () => {
    const problems = problemsAfter((file) => edit(file("topics/basti-therapy.yaml"), "kind: cards", "kind: gallery"))
    expect(problems).toEqual([
      'content/topics/basti-therapy.yaml: sections[0].kind is "gallery", which is not one of: text, cards, steps, list, phases',
    ])
  })

  it("names a topic section without its items", () => {
    const problems = problemsAfter((file) =>
      edit(file("topics/basti-therapy.yaml"), /    items:\n[\s\S]*$/, ""),
    )
    expect(problems).toEqual(["content/topics/basti-therapy.yaml: sections[0].items is required"])
  })

  it("stops a forbidden claim, naming the file, the field and the phrase", () => {
    const problems = problemsAfter((file) =>
      edit(file("topics/rasayana-therapy.yaml"), "      - Better appetite and digestion", "      - Guaranteed results in 30 days"),
    )
    expect(problems).toEqual([
      'content/topics/rasayana-therapy.yaml: sections[3].items[1] says "guaranteed", which no page may claim (see content/forbidden-claims.yaml)',
    ])
  })

  it("checks claims as whole words in any capitalisation, across every content file", () => {
    const problems = problemsAfter((file) => {
      edit(file("site.yaml"), "claims:\n", "claims:\n  - A Miracle for every patient\n")
      edit(file("pages/about.yaml"), "Honest expectations", "Secure, procured herbs; No Side Effects")
    })
    expect(problems).toEqual([
      'content/pages/about.yaml: values.items[1].title says "no side effects", which no page may claim (see content/forbidden-claims.yaml)',
      'content/site.yaml: claims[0] says "miracle", which no page may claim (see content/forbidden-claims.yaml)',
    ])
  })

  it("lets the clinic add a phrase to the list", () => {
    const problems = problemsAfter((file) => edit(file("forbidden-claims.yaml"), "phrases:\n", "phrases:\n  - supportive\n"))
    expect(problems.length).toBeGreaterThan(10)
    expect(problems.every((problem) => problem.includes('says "supportive"'))).toBe(true)
  })

  it("names a YAML file that belongs to no collection", () => {
    const problems = problemsAfter((file) => fs.writeFileSync(file("pages/gallery.yaml"), "title: Gallery\n"))
    expect(problems).toEqual([
      'content/pages/gallery.yaml: this file is not part of the site\'s content (see README, "Where content lives")',
    ])
  })
})
