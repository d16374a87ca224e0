import fs from "fs"
import path from "path"
import { claimsInFile } from "../../../core/checks/claims/content-claims"
import type { ContentFile } from "../../../core/content/content-files"
import { loadCollections, readContentFiles, SchemaSet } from "../../../core"
import { copyOfSite, editYaml, realSchemaDir, writeBody } from "../../support/content-copy"

const schemas = new SchemaSet(realSchemaDir)
const collections = loadCollections(schemas)

/** A copy of the site's content, changed by `change`, and one of its files as the build reads it. */
function fileAfter(relativePath: string, change: (file: (relative: string) => string) => void): ContentFile {
  const site = copyOfSite()
  change(site.file)
  return readContentFiles(site.contentDir, collections).files.find((file) => file.relativePath === relativePath)!
}

const whereAndSentence = (file: ContentFile) => claimsInFile(file).map(({ where, claim }) => [where, claim.sentence, claim.verdict])

it("reads every text of a file's fields, naming the field", () => {
  const file = fileAfter("site.yaml", (file) =>
    editYaml<{ claims: string[] }>(file("site.yaml"), (data) => data.claims.unshift("A miracle for every patient.")),
  )
  expect(whereAndSentence(file)).toEqual([["claims[0]", "A miracle for every patient.", "refused"]])
})

it("reads an article's text block by block, table cells and picture descriptions among them, naming each line", () => {
  const article = "articles/first-consultation.md"
  const file = fileAfter(article, (file) =>
    writeBody(
      file(article),
      "It is **not a cure**, and we say so.\n\n| Therapy | Result |\n| --- | --- |\n| Basti | A miracle |\n\n![A cure in a bottle](../images/hero.jpg)\n",
    ),
  )
  // The body starts with the blank line writeBody leaves after the front matter.
  const line = (offset: number) => `line ${file.body!.line + offset}`
  expect(whereAndSentence(file)).toEqual([
    [line(5), "A miracle", "refused"],
    [line(7), "A cure in a bottle", "refused"],
  ])
})

it("reads a page's file name, its address, as visitors and search engines read it", () => {
  const file = fileAfter("topics/cure-for-cancer.yaml", (file) => fs.copyFileSync(file("topics/rasayana-therapy.yaml"), file("topics/cure-for-cancer.yaml")))
  expect(whereAndSentence(file)).toEqual([["the file name", "cure for cancer", "refused"]])
})

it.each(["approved-sentences.yaml", "moved-pages.yaml"])(
  "reads nothing of %s, which quotes the site's sentences or addresses rather than saying them",
  (relativePath) => {
    const file = fileAfter(relativePath, (file) => {
      editYaml(
        file("approved-sentences.yaml"),
        (data) => (data.approved = [{ sentence: "Our herbs cure cancer.", approvedBy: "founder", approvedOn: "2026-11-01" }]),
      )
      editYaml(file("moved-pages.yaml"), (data) => (data.moved as object[]).push({ from: "/cancer-cure", to: "/" }))
    })
    expect(path.basename(file.relativePath)).toBe(relativePath)
    expect(claimsInFile(file)).toEqual([])
  },
)
