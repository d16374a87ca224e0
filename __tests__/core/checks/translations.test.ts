import fs from "fs"
import { loadCollections } from "../../../core/content/collections"
import { readContentFiles } from "../../../core/content/content-files"
import { schemaTree } from "../../../core/content/schema-tree"
import { SchemaSet } from "../../../core/content/schemas"
import { checkTranslation, missingWords } from "../../../core/checks/translations/check-translation"
import { mergeTranslation } from "../../../core/content/translations/merge-translation"
import { translationReport } from "../../../core/checks/translations/translation-report"
import { readContent } from "../../support/content-data"
import { copyOfSite, realSchemaDir } from "../../support/content-copy"

const schemas = new SchemaSet(realSchemaDir)
const tree = (name: string) => schemaTree(schemas, name)

const english = {
  therapies: [
    { id: "abhyanga", name: "Abhyanga", image: "images/a.jpg", imageAlt: "Oil", description: "A massage.", topic: "abhyanga-therapy" },
    { id: "basti", name: "Basti", image: "images/b.jpg", imageAlt: "Vessel", description: "An enema." },
  ],
}

describe("translations", () => {
  it("lays a translation's words over the English facts, entry by entry", () => {
    const marathi = { reviewed: false, therapies: [{ name: "अभ्यंग", imageAlt: "तेल", description: "मसाज." }, { name: "बस्ती" }] }
    expect(mergeTranslation(english, marathi, tree("therapies"))).toEqual({
      reviewed: false,
      therapies: [
        { id: "abhyanga", name: "अभ्यंग", image: "images/a.jpg", imageAlt: "तेल", description: "मसाज.", topic: "abhyanga-therapy" },
        { id: "basti", name: "बस्ती", image: "images/b.jpg", imageAlt: "Vessel", description: "An enema." },
      ],
    })
  })

  it("lets a list of words have as many entries as the language needs, and keeps each file's own placeholders", () => {
    const topic = { title: "T", description: "D", reviewedBy: "founder", lastReviewed: "2026-01-01", intro: ["One.", "Two."], placeholders: ["lastReviewed"] }
    const merged = mergeTranslation(topic, { title: "त", intro: ["एक.", "दोन.", "तीन."], placeholders: ["title"] }, tree("topic"))
    expect(merged).toMatchObject({ title: "त", intro: ["एक.", "दोन.", "तीन."], reviewedBy: "founder", placeholders: ["title"] })
  })

  it("lists the English words a translation leaves out", () => {
    expect(missingWords({ therapies: [{ name: "अभ्यंग", imageAlt: "तेल", description: "मसाज." }, { name: "बस्ती" }] }, english, tree("therapies"))).toEqual([
      "therapies[1].imageAlt",
      "therapies[1].description",
    ])
  })

  it("counts words copied from the English file unchanged as missing, but not a name written alike in both", () => {
    const marathi = {
      therapies: [
        { name: "Abhyanga", imageAlt: "तेल", description: "मसाज." },
        { name: "बस्ती", imageAlt: "कलश", description: "एनिमा (CBS)." },
      ],
    }
    const englishWithDevanagariName = { therapies: [english.therapies[0], { ...english.therapies[1], description: "एनिमा (CBS)." }] }
    expect(missingWords(marathi, englishWithDevanagariName, tree("therapies"))).toEqual(["therapies[0].name (still in English)"])
  })

  it("misses no words for a section that holds facts alone, as a care section names its card", () => {
    const topic = {
      title: "Topic",
      sections: [
        { kind: "text", heading: "What it is", paragraphs: ["One."] },
        { kind: "care", card: "fever-during-chemotherapy" },
      ],
    }
    const marathi = { title: "विषय", sections: [{ heading: "काय आहे", paragraphs: ["एक."] }] }
    expect(missingWords(marathi, topic, tree("topic"))).toEqual([])
    expect(missingWords({ title: "विषय" }, topic, tree("topic"))).toEqual(["sections"])
  })

  it("misses no words for an English list with no entries, and misses each entry's words once it has some", () => {
    const closure = { from: "2026-10-20", note: "Diwali" }
    const site = (closures: object[]) => ({ ...readContent<object>("site.yaml"), closures })
    const { closures: _closures, ...marathi } = readContent<{ closures?: unknown }>("mr/site.yaml")
    expect(missingWords(marathi, site([]), tree("site"))).not.toContain("closures")
    expect(missingWords(marathi, site([closure]), tree("site"))).toContain("closures")
    expect(missingWords({ ...marathi, closures: [{ note: "दिवाळी" }] }, site([closure]), tree("site"))).not.toContain("closures[0].note")
  })

  it("refuses a fact in a translation, an unknown field and entries the English list does not have", () => {
    const marathi = { therapies: [{ name: "अ", image: "images/x.jpg" }, { nmae: "ब" }, { name: "क" }] }
    expect(checkTranslation(marathi, english, tree("therapies"), "content/therapies.yaml")).toEqual([
      "therapies has 3 entries, but content/therapies.yaml has 2; a translation gives the same entries, in the same order",
      "therapies[0].image is written once, in content/therapies.yaml; remove it from the translation",
      'therapies[1].nmae is not a known field (did you mean "name"?)',
    ])
  })

  it("names the field an unknown one most likely misspells, also among the fields of one kind of section", () => {
    const topic = readContent<{ sections: { kind: string; cards?: object[] }[] }>("topics/basti-therapy.yaml")
    const index = topic.sections.findIndex(({ kind }) => kind === "cards")
    const sections = topic.sections.map((_, at) => (at === index ? { cards: [{ titel: "लाभ" }] } : {}))
    expect(checkTranslation({ descripton: "व", sections }, topic, tree("topic"), "content/topics/basti-therapy.yaml")).toEqual([
      'descripton is not a known field (did you mean "description"?)',
      `sections[${index}].cards[0].titel is not a known field (did you mean "title"?)`,
    ])
  })

  it("treats a list of references as one fact: written once in English, never missing from a translation", () => {
    const article = { title: "T", description: "D", author: "founder", related: ["rasayana-therapy", "dietary-planning"] }
    expect(missingWords({ title: "त", description: "व" }, article, tree("article"))).toEqual([])
    expect(checkTranslation({ title: "त", related: ["rasayana-therapy"] }, article, tree("article"), "content/articles/a.md")).toEqual([
      "related is written once, in content/articles/a.md; remove it from the translation",
    ])
    expect(mergeTranslation(article, { title: "त" }, tree("article"))).toMatchObject({ title: "त", related: article.related })
  })

  it("reports every file with words that a language lacks, and never a file of addresses alone", () => {
    const site = copyOfSite()
    fs.rmSync(site.file("mr/organs.yaml"))
    const { files } = readContentFiles(site.contentDir, loadCollections(schemas))
    const marathi = translationReport(files, site.contentDir).find(({ locale }) => locale === "mr")!
    expect(marathi.missingFiles).toEqual(["content/mr/organs.yaml"])
    expect(marathi.outOf).toBe(marathi.translated + 1)
  })

  it("counts an article written in Marathi alone as no translation, so translated never exceeds the English files", () => {
    const site = copyOfSite()
    const marathi = () =>
      translationReport(readContentFiles(site.contentDir, loadCollections(schemas)).files, site.contentDir).find(({ locale }) => locale === "mr")!
    const before = marathi()
    const [article] = fs.readdirSync(site.file("articles")).sort()
    fs.mkdirSync(site.file("mr/articles"), { recursive: true })
    fs.copyFileSync(site.file(`articles/${article}`), site.file("mr/articles/only-in-marathi.md"))
    expect(marathi()).toEqual(before)
  })
})
