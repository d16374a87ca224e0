import fs from "fs"
import yaml from "js-yaml"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { readContentFiles } from "../../../core/content/content-files"
import { validateContent } from "../../../core/checks/validate-content"
import { copyOfSite, editFrontMatter, editYaml, realContentDir, realSchemaDir } from "../../support/content-copy"

type Data = Record<string, unknown>
type Section = { kind: string; [list: string]: unknown }

function validate(contentDir: string, schemaDir: string, now = new Date()) {
  const schemas = new SchemaSet(schemaDir)
  const collections = loadCollections(schemas)
  return validateContent(readContentFiles(contentDir, collections), schemas, collections, now)
}

/** Copies the site, lets the test make one editor's mistake in the copy, and returns what the build would say (at `now`). */
function problemsAfter(mistake: (file: (relativePath: string) => string) => void, now?: Date): string[] {
  const site = copyOfSite()
  mistake(site.file)
  return validate(site.contentDir, site.schemaDir, now)
}

/** The first topic file with a section of the given kind, and that section's index. */
function topicWithSection(kind: string): { file: string; index: number; section: Section } {
  for (const name of fs.readdirSync(`${realContentDir}/topics`).sort()) {
    const { sections = [] } = readYaml<{ sections?: Section[] }>(`topics/${name}`)
    const index = sections.findIndex((section) => section.kind === kind)
    if (index >= 0) return { file: `topics/${name}`, index, section: sections[index] }
  }
  throw new Error(`test setup: no topic has a ${kind} section`)
}

function readYaml<T>(relativePath: string): T {
  return yaml.load(fs.readFileSync(`${realContentDir}/${relativePath}`, "utf8")) as T
}

describe("content validation", () => {
  it("finds nothing wrong with the site's own content", () => {
    expect(validate(realContentDir, realSchemaDir)).toEqual([])
  })

  it("names the file, line and column of a YAML syntax error", () => {
    const problems = problemsAfter((file) => fs.appendFileSync(file("site.yaml"), 'broken: "no closing quote\n'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/site\.yaml: YAML syntax error on line \d+, column \d+: /)
  })

  it("says in plain words what a field written twice means", () => {
    const problems = problemsAfter((file) => fs.appendFileSync(file("site.yaml"), "name: Again\n"))
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml: YAML syntax error on line \d+, column \d+: duplicated mapping key \(a field is written twice at the same level; keep one\)$/,
      ),
    ])
  })

  it("names a missing required field", () => {
    const problems = problemsAfter((file) => editYaml(file("pages/about.yaml"), (data) => delete data.heading))
    expect(problems).toEqual(["content/pages/about.yaml: heading is required"])
  })

  it("refuses text that holds only spaces, in English and in a translation, naming the field", () => {
    const problems = problemsAfter((file) => {
      editYaml(file("pages/about.yaml"), (data) => (data.heading = "   "))
      // A translation is checked once its English file is sound: another file's.
      editYaml(file("mr/pages/contact.yaml"), (data) => (data.heading = "\u00a0"))
    })
    expect(problems.sort()).toEqual([
      "content/mr/pages/contact.yaml: heading must not be empty; it holds only spaces",
      "content/pages/about.yaml: heading must not be empty; it holds only spaces",
    ])
  })

  it("refuses a medical review or a publication dated after today in India, where the centre is", () => {
    const topic = fs.readdirSync(`${realContentDir}/topics`).sort()[0]
    const article = fs.readdirSync(`${realContentDir}/articles`).sort()[0]
    // 20:00 in London is already tomorrow in Nashik (UTC+5:30).
    const now = new Date()
    now.setUTCHours(20, 0, 0, 0)
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const problems = problemsAfter((file) => {
      editYaml(file(`topics/${topic}`), (data) => (data.lastReviewed = day(1)))
      editFrontMatter(file(`articles/${article}`), (data) => (data.datePublished = day(2)))
    }, now)
    expect(problems).toEqual([
      `content/articles/${article}: datePublished is "${day(2)}", a day still to come (today is ${day(1)} in India); write the day it happened`,
    ])
  })

  it("refuses hours that close as they open or before, and a closure that ends before it begins, saying how to write them", () => {
    const problems = problemsAfter((file) =>
      editYaml<{ hours: { opens: string; closes: string }[]; closures: unknown[] }>(file("site.yaml"), (data) => {
        data.hours[0].closes = data.hours[0].opens
        data.closures = [
          { from: "2030-01-10", to: "2030-01-09", note: "Holiday" },
          { from: "2030-02-01", to: "2030-02-02", note: "Two days" },
        ]
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\.yaml: hours\[0\]\.closes is "(\d\d:\d\d)", which is not after opens \("\1"\): 24-hour time/),
      expect.stringMatching(/^content\/site\.yaml: closures\[0\]\.to is "2030-01-09", which is not after from \("2030-01-10"\): .*leave out for a single day/),
    ])
  })

  it("refuses a date that is no day of the calendar, and says once how to write one that is not written as a date", () => {
    const topic = fs.readdirSync(`${realContentDir}/topics`).sort()[0]
    const dateIn = (lastReviewed: string) => problemsAfter((file) => editYaml(file(`topics/${topic}`), (data) => (data.lastReviewed = lastReviewed)))
    expect(dateIn("2026-02-30")).toEqual([
      expect.stringMatching(new RegExp(`^content/topics/${topic}: lastReviewed is "2026-02-30", which is not a day of the calendar`)),
    ])
    expect(dateIn("30/01/2026")).toEqual([
      expect.stringMatching(new RegExp(`^content/topics/${topic}: lastReviewed is "30/01/2026", which does not fit: .*year-month-day`)),
    ])
  })

  it("names a date written without quotes as it was written, also in a list, and asks for quotes where it is a real day", () => {
    const unquoted = (from: string) =>
      problemsAfter((file) => {
        const text = fs.readFileSync(file("site.yaml"), "utf8")
        fs.writeFileSync(file("site.yaml"), text.replace(/^closures:.*$/m, `closures:\n  - from: ${from}\n    note: Diwali`))
      })
    expect(unquoted("2026-13-01")).toEqual([
      expect.stringMatching(/^content\/site\.yaml: closures\[0\]\.from is 2026-13-01, which is not a day of the calendar: /),
    ])
    expect(unquoted("2026-12-25")).toEqual(['content/site.yaml: closures[0].from must be a date in quotes, such as "2026-12-25"'])
  })

  it("names a misspelled key and suggests the right one", () => {
    const { file: topic, index } = topicWithSection("cards")
    const problems = problemsAfter((file) =>
      editYaml<{ sections: Section[] }>(file(topic), (data) => {
        const [card] = data.sections[index].cards as Data[]
        card.titel = card.title
        delete card.title
      }),
    )
    expect(problems).toEqual([
      `content/${topic}: sections[${index}].cards[0].title is required`,
      `content/${topic}: sections[${index}].cards[0].titel is not a known field (did you mean "title"?)`,
    ])
  })

  it("names a value of the wrong type", () => {
    const problems = problemsAfter((file) => editYaml(file("site.yaml"), (data) => (data.established = "two thousand four")))
    expect(problems).toEqual(['content/site.yaml: established must be a whole number, not "two thousand four"'])
  })

  it('refuses text a "#" would cut short, which YAML reads as the start of a note, in YAML and in front matter', () => {
    const problems = problemsAfter((file) => {
      fs.writeFileSync(file("pages/about.yaml"), fs.readFileSync(file("pages/about.yaml"), "utf8").replace(/^heading: (.*)$/m, "heading: $1 #1 in Nashik"))
      // Written in quotes, the "#" is part of the text.
      editYaml(file("pages/contact.yaml"), (data) => (data.heading = `${data.heading} #2`))
      const [article] = fs.readdirSync(file("articles")).sort()
      fs.writeFileSync(file(`articles/${article}`), fs.readFileSync(file(`articles/${article}`), "utf8").replace(/^description: (.*)$/m, "description: $1 #3"))
    })
    const heading = readYaml<{ heading: string }>("pages/about.yaml").heading
    expect(problems.sort()).toEqual([
      expect.stringMatching(/^content\/articles\/[\w-]+\.md: description stops at "#": .* \("[^"]+ #3"\)/),
      `content/pages/about.yaml: heading stops at "#": in YAML a space and "#" begin a note no page shows, so the page would say "${heading}". Put the whole text in double quotes ("${heading} #1 in Nashik"), or write a note on a line of its own`,
    ])
  })

  it("says a field or a file is empty, rather than asking for quotes around nothing", () => {
    const problems = problemsAfter((file) => {
      editYaml(file("pages/about.yaml"), (data) => (data.heading = null))
      fs.writeFileSync(file("topics/new-page.yaml"), "")
    })
    expect(problems.sort()).toEqual([
      "content/pages/about.yaml: heading is empty; it must be text",
      "content/topics/new-page.yaml: The file is empty; it must be a group of fields",
    ])
  })

  it("names a list written where a translation needs text once, as its type, not as fields it does not know", () => {
    const problems = problemsAfter((file) => editYaml(file("mr/pages/about.yaml"), (data) => (data.heading = [data.heading])))
    expect(problems).toEqual([expect.stringMatching(/^content\/mr\/pages\/about\.yaml: heading must be text, not \[".+"\] \(put it in quotes\)$/)])
  })

  it("names a link to a page the site does not have", () => {
    const problems = problemsAfter((file) =>
      editYaml<{ categories: { specialties: Data[] }[] }>(file("services.yaml"), (data) => {
        data.categories[1].specialties[0].link = "/no-such-page"
      }),
    )
    expect(problems).toEqual(["content/services.yaml: categories[1].specialties[0].link links to /no-such-page, which is not a page of this site"])
  })

  it("checks links nested in a link object too", () => {
    const problems = problemsAfter((file) => editYaml<{ disclaimer: { link: Data } }>(file("site.yaml"), (data) => (data.disclaimer.link.to = "/disclaimer")))
    expect(problems).toEqual(["content/site.yaml: disclaimer.link.to links to /disclaimer, which is not a page of this site"])
  })

  it("names an image path with no file behind it", () => {
    const problems = problemsAfter((file) =>
      editYaml<{ therapies: Data[] }>(file("therapies.yaml"), (data) => (data.therapies[2].image = "images/missing.jpg")),
    )
    expect(problems).toEqual(['content/therapies.yaml: therapies[2].image is "images/missing.jpg", but there is no image at that path'])
  })

  it("takes a photo named as a phone names it, IMG_0412.JPG, and refuses a format the site cannot resize", () => {
    const photoAs = (name: string) =>
      problemsAfter((file) =>
        editYaml<{ therapies: { image: string }[] }>(file("therapies.yaml"), (data) => {
          fs.copyFileSync(file(`${data.therapies[0].image}`), file(`images/${name}`))
          data.therapies[0].image = `images/${name}`
        }),
      )
    expect(photoAs("IMG_0412.JPG")).toEqual([])
    expect(photoAs("IMG_0412.HEIC")).toEqual([
      expect.stringMatching(
        /^content\/therapies\.yaml: therapies\[0\]\.image is "images\/IMG_0412\.HEIC", which does not fit: The path of a JPG, PNG or WebP image/,
      ),
    ])
  })

  it("names a reference to an entry that does not exist", () => {
    const problems = problemsAfter((file) => editYaml<{ therapies: Data[] }>(file("therapies.yaml"), (data) => (data.therapies[0].topic = "no-such-topic")))
    expect(problems).toEqual(['content/therapies.yaml: therapies[0].topic is "no-such-topic", but there is no such file in content/topics'])
  })

  it("names an unknown icon", () => {
    const problems = problemsAfter((file) => editYaml<{ categories: Data[] }>(file("cancer-types.yaml"), (data) => (data.categories[0].icon = "brian")))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/cancer-types\.yaml: categories\[0\]\.icon is "brian", which is not one of: activity, apple, /)
  })

  it("names a duplicate id", () => {
    const problems = problemsAfter((file) => editYaml<{ therapies: Data[] }>(file("therapies.yaml"), (data) => (data.therapies[3].id = data.therapies[1].id)))
    const id = readYaml<{ therapies: { id: string }[] }>("therapies.yaml").therapies[1].id
    expect(problems).toEqual([`content/therapies.yaml: therapies[3].id "${id}" is used twice (also at therapies[1].id); each id must be different`])
  })

  it("names a page file whose address is already another page's", () => {
    const [topic] = fs.readdirSync(`${realContentDir}/topics`).sort()
    const problems = problemsAfter((file) => fs.copyFileSync(file(`topics/${topic}`), file("topics/about.yaml")))
    expect(problems).toEqual(["content/topics/about.yaml: the address /about is already the address of content/pages/about.yaml; rename the file"])
  })

  it("names a file name that cannot be an address", () => {
    const [topic] = fs.readdirSync(`${realContentDir}/topics`).sort()
    const problems = problemsAfter((file) => fs.copyFileSync(file(`topics/${topic}`), file("topics/Knee Care.yaml")))
    expect(problems).toEqual([
      'content/topics/Knee Care.yaml: the file name "Knee Care" becomes the page address; use lower-case letters, digits and dashes only',
    ])
  })

  it("names a topic section of an unknown kind", () => {
    const { file: topic, index } = topicWithSection("cards")
    const problems = problemsAfter((file) => editYaml<{ sections: Section[] }>(file(topic), (data) => (data.sections[index].kind = "gallery")))
    expect(problems).toEqual([`content/${topic}: sections[${index}].kind is "gallery", which is not one of: text, cards, steps, list, phases, care`])
  })

  it("names a topic section without the list its kind needs", () => {
    const { file: topic, index } = topicWithSection("list")
    const problems = problemsAfter((file) => editYaml<{ sections: Section[] }>(file(topic), (data) => delete data.sections[index].points))
    expect(problems).toEqual([`content/${topic}: sections[${index}].points is required`])
  })

  it("names a care section whose card is not in content/care-cards", () => {
    const { file: topic, index } = topicWithSection("care")
    const problems = problemsAfter((file) => editYaml<{ sections: Section[] }>(file(topic), (data) => (data.sections[index].card = "fever-at-home")))
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content/${topic}: sections\\[${index}\\]\\.card is "fever-at-home", but there is no such file in content/care-cards`)),
    ])
  })

  describe("a care card", () => {
    type Card = { level: string; points: string[]; call?: { whom: string; otherwise: string }; sources?: unknown[] }
    const cards = fs.readdirSync(`${realContentDir}/care-cards`).sort()
    const cardAt = (level: string) => `care-cards/${cards.find((name) => readYaml<Card>(`care-cards/${name}`).level === level)!}`
    const immediate = cardAt("immediate")
    const advice = cardAt("advice")

    it("names the field of a card that does not fit: more than six points, no source, a level it does not know", () => {
      const problems = problemsAfter((file) =>
        editYaml<Card>(file(advice), (card) => {
          card.points = ["one", "two", "three", "four", "five", "six", "seven"]
          card.level = "soon"
          delete card.sources
        }),
      )
      expect(problems).toEqual(
        expect.arrayContaining([
          `content/${advice}: sources is required`,
          `content/${advice}: level is "soon", which is not one of: advice, urgent, immediate`,
          `content/${advice}: points has 7 entries; it may have at most 6`,
        ]),
      )
    })

    it("is an emergency card wherever its points name an emergency sign, whatever level it says", () => {
      const problems = problemsAfter((file) => editYaml<Card>(file(advice), (card) => card.points.push("has chest pain or is struggling to breathe")))
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/${advice}: points\\[\\d\\] names an emergency \\("chest pain"\\), so the card is one: set level to immediate \\(it is advice\\)`,
          ),
        ),
      ])
    })

    it("says whom to call and what to do otherwise when it is urgent or immediate, with the emergency number as the fallback", () => {
      expect(problemsAfter((file) => editYaml<Card>(file(immediate), (card) => delete card.call))).toEqual(
        expect.arrayContaining([
          `content/${immediate}: call is missing: an immediate card says whom to call (call.whom) and what to do when they cannot be reached (call.otherwise)`,
        ]),
      )
      const withoutFallback = problemsAfter((file) =>
        editYaml<Card>(file(immediate), (card) => (card.call = { whom: "your oncologist", otherwise: "Go to the nearest casualty now." })),
      )
      expect(withoutFallback).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^content/${immediate}: call names no fallback: an immediate card says.* \\{emergency\\}`))]),
      )
    })

    it("never types a number or a temperature, which come from site.yaml's careFacts", () => {
      for (const typed of [
        "call 112 now",
        "has a temperature of 38 °C or above",
        "above 100.4F",
        "is hotter than 38C",
        "reads above 38",
        "ताप ३८ सेल्सियस से ऊपर हो",
      ]) {
        const problems = problemsAfter((file) => editYaml<Card>(file(immediate), (card) => (card.points[0] = typed)))
        expect(problems).toEqual([
          expect.stringMatching(
            new RegExp(`^content/${immediate}: points\\[0\\] types "[^"]+": a card never types a number or a temperature; write \\{emergency\\}`),
          ),
        ])
      }
      for (const counted of ["has been vomiting for more than 36 hours", "३६ तासांपेक्षा जास्त उलट्या"]) {
        expect(problemsAfter((file) => editYaml<Card>(file(immediate), (card) => (card.points[0] = counted)))).toEqual([])
      }
      const unknown = problemsAfter((file) => editYaml<Card>(file(immediate), (card) => (card.points[0] = "call {police}")))
      expect(unknown).toEqual(
        expect.arrayContaining([expect.stringContaining(`content/${immediate}: points[0] names {police}, which is no fact of site.yaml's careFacts`)]),
      )
    })

    it("in a translation names the facts its English names, so no number is lost in translating", () => {
      const problems = problemsAfter((file) =>
        editYaml<Card>(file(`mr/${immediate}`), ({ call }) => {
          call!.whom = call!.whom.replace("{emergency}", "रुग्णवाहिका")
          call!.otherwise = call!.otherwise.replace("{emergency}", "रुग्णवाहिका")
        }),
      )
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^content/mr/${immediate}: call\\.(whom|otherwise) names .*where the English names .*\\{emergency\\}.*: a translation names the same facts`,
            ),
          ),
        ]),
      )
    })
  })

  it("refuses a translated article that leaves out a care card the English one has", () => {
    const withCard = fs
      .readdirSync(`${realContentDir}/articles`)
      .find((name) => fs.readFileSync(`${realContentDir}/articles/${name}`, "utf8").includes("```care-card"))!
    const problems = problemsAfter((file) => {
      const translation = file(`mr/articles/${withCard}`)
      fs.writeFileSync(translation, fs.readFileSync(translation, "utf8").replace(/```care-card\n[\s\S]*?\n```\n/, ""))
    })
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/mr/articles/${withCard}: its care cards are [\\w, -]+, where content/articles/${withCard} shows [\\w, -]+; each card must be in every language, in the same order$`,
        ),
      ),
    ])
  })

  it("stops a forbidden claim, naming the file, the field, the sentence and the words that make it one", () => {
    const { file: topic, index } = topicWithSection("list")
    const problems = problemsAfter((file) =>
      editYaml<{ sections: Section[] }>(file(topic), (data) => ((data.sections[index].points as string[])[1] = "Guaranteed results in 30 days")),
    )
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/${topic}: sections\\[${index}\\]\\.points\\[1\\] says "Guaranteed results in 30 days" \\("Guaranteed"\\), which promises an outcome .+\\. Write instead: ".+"$`,
        ),
      ),
    ])
  })

  it("lets a sentence the guard only holds be written: it waits for the founder's approval, which the launch check asks for", () => {
    const { file: topic, index } = topicWithSection("list")
    const problems = problemsAfter((file) =>
      editYaml<{ sections: Section[] }>(file(topic), (data) => ((data.sections[index].points as string[])[1] = "Rasayana may help shrink tumours.")),
    )
    expect(problems).toEqual([])
  })

  it("checks claims in any capitalisation, across every content file, and in page addresses", () => {
    const problems = problemsAfter((file) => {
      editYaml<{ claims: string[] }>(file("site.yaml"), (data) => data.claims.unshift("A Miracle for every patient"))
      editYaml<{ values: { items: Data[] } }>(file("pages/about.yaml"), (data) => (data.values.items[1].title = "Secure, procured herbs; No Side Effects"))
      fs.copyFileSync(file(`topics/${fs.readdirSync(file("topics"))[0]}`), file("topics/cure-for-cancer.yaml"))
    })
    expect(problems.map((problem) => problem.replace(/ \(.*$/, ""))).toEqual([
      'content/pages/about.yaml: values.items[1].title says "Secure, procured herbs; No Side Effects"',
      'content/site.yaml: claims[0] says "A Miracle for every patient"',
      'content/topics/cure-for-cancer.yaml: the file name says "cure for cancer"',
    ])
  })

  it("refuses a moved page's old address that a page has now, one written with its language, and one listed twice", () => {
    const [topic] = fs.readdirSync(`${realContentDir}/topics`).sort()
    const route = `/${topic.replace(/\.yaml$/, "")}`
    const problems = problemsAfter((file) =>
      editYaml<{ moved: { from: string; to: string }[] }>(file("moved-pages.yaml"), (data) => {
        const [first] = data.moved
        data.moved.push({ from: route, to: "/" }, { from: `/mr${first.from}`, to: first.to }, { ...first })
      }),
    )
    const listed = readYaml<{ moved: { from: string }[] }>("moved-pages.yaml").moved
    const [count, first] = [listed.length, listed[0].from]
    expect(problems).toEqual([
      `content/moved-pages.yaml: moved[${count}].from is "${route}", which is the address of a page of this site; list only addresses no page has now`,
      `content/moved-pages.yaml: moved[${count + 1}].from is "/mr${first}"; write the English form, ${first}, which moves the mr address with it`,
      `content/moved-pages.yaml: moved[${count + 2}].from is "${first}", which is already listed at moved[0].from; list each old address once`,
    ])
  })

  it("names a moved page's new address that is no page, and a translation of the moved pages, which have no words", () => {
    const problems = problemsAfter((file) => {
      editYaml<{ moved: { to: string }[] }>(file("moved-pages.yaml"), (data) => (data.moved[0].to = "/no-such-page"))
      fs.copyFileSync(file("moved-pages.yaml"), file("mr/moved-pages.yaml"))
    })
    expect(problems).toEqual([
      "content/mr/moved-pages.yaml: content/moved-pages.yaml holds no words to translate, so it has no translations; remove this file",
      "content/moved-pages.yaml: moved[0].to links to /no-such-page, which is not a page of this site",
    ])
  })

  it("refuses a page's WhatsApp message without the page's address, in a translation too", () => {
    const problems = problemsAfter((file) => editYaml<{ share: { message: string } }>(file("mr/site.yaml"), (data) => (data.share.message = "{title}")))
    expect(problems).toEqual([expect.stringMatching(/^content\/mr\/site\.yaml: share\.message is "\{title\}", which does not fit: .*\{url\} must be there\.$/)])
  })

  it("names a YAML file that belongs to no collection", () => {
    const problems = problemsAfter((file) => fs.writeFileSync(file("pages/gallery.yaml"), "title: Gallery\n"))
    expect(problems).toEqual(['content/pages/gallery.yaml: this file is not part of the site\'s content (see README, "Where content lives")'])
  })
})
