import fs from "fs"
import { loadCollections } from "../../../core/content/collections"
import { SchemaSet } from "../../../core/content/schemas"
import { readContentFiles } from "../../../core/content/content-files"
import { validateContent } from "../../../core/checks/validate-content"
import { copyOfSite, editFrontMatter, editYaml, writeBody } from "../../support/content-copy"

type Data = Record<string, unknown>

/** Copies the site, lets the test change its articles, and returns what the build would say. */
function problemsAfter(change: (file: (relativePath: string) => string, article: string) => void): string[] {
  const site = copyOfSite()
  // An article without care cards, whose body a test may replace without its translations' cards going astray.
  const article = fs
    .readdirSync(site.file("articles"))
    .sort()
    .find((name) => !fs.readFileSync(site.file(`articles/${name}`), "utf8").includes("```care-card"))!
  change(site.file, `articles/${article}`)
  const schemas = new SchemaSet(site.schemaDir)
  const collections = loadCollections(schemas)
  return validateContent(readContentFiles(site.contentDir, collections), schemas, collections, new Date())
}

/** The line of the file on which a body line falls, for an article whose body writeBody set. */
function lineOf(path: string, text: string): number {
  return fs.readFileSync(path, "utf8").split("\n").indexOf(text) + 1
}

describe("article front matter", () => {
  it("names the file and the field that is missing", () => {
    const problems = problemsAfter((file, article) => editFrontMatter(file(article), (data) => delete data.title))
    expect(problems).toEqual([expect.stringMatching(/^content\/articles\/[\w-]+\.md: title is required$/)])
  })

  it("suggests the right name for a misspelled field", () => {
    const problems = problemsAfter((file, article) =>
      editFrontMatter<Data>(file(article), (data) => {
        data.reviewdBy = data.reviewedBy
        delete data.reviewedBy
      }),
    )
    expect(problems).toContain(`${problems[0].split(":")[0]}: reviewdBy is not a known field (did you mean "reviewedBy"?)`)
  })

  it("refuses an author or a related topic that does not exist", () => {
    const problems = problemsAfter((file, article) =>
      editFrontMatter<Data>(file(article), (data) => {
        data.related = ["knee-care"]
        data.author = "nobody"
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(/: author is "nobody", but there is no such file in content\/people$/),
      expect.stringMatching(/: related\[0\] is "knee-care", but there is no such file in content\/topics$/),
    ])
  })

  it("asks for a date in quotes when YAML has read it as a date", () => {
    const problems = problemsAfter((file, article) => {
      const path = file(article)
      fs.writeFileSync(path, fs.readFileSync(path, "utf8").replace(/^datePublished: .*$/m, "datePublished: 2026-01-05"))
    })
    expect(problems).toEqual([expect.stringMatching(/: datePublished must be a date in quotes, such as "2026-01-05"$/)])
  })

  it("says a date is no day of the calendar, not which day YAML made of it, when it is written without quotes", () => {
    const problems = problemsAfter((file, article) => {
      const path = file(article)
      fs.writeFileSync(path, fs.readFileSync(path, "utf8").replace(/^datePublished: .*$/m, "datePublished: 2026-02-30"))
    })
    expect(problems).toEqual([expect.stringMatching(/: datePublished is 2026-02-30, which is not a day of the calendar: /)])
  })

  it("names the line of a syntax error in the front matter", () => {
    const problems = problemsAfter((file, article) => {
      const path = file(article)
      fs.writeFileSync(path, fs.readFileSync(path, "utf8").replace(/^title: .*$/m, 'title: "no closing quote'))
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/articles\/[\w-]+\.md: YAML syntax error in the front matter on line \d+, column \d+: /)
  })

  it("refuses a change dated before the article was published", () => {
    const problems = problemsAfter((file, article) => editFrontMatter(file(article), (data) => (data.dateModified = "2020-01-01")))
    expect(problems).toEqual([expect.stringMatching(/: dateModified is "2020-01-01", which is not after datePublished \("\d{4}-\d\d-\d\d"\)/)])
  })

  it("says where the front matter lacks its closing line, instead of reading the article as YAML", () => {
    const problems = problemsAfter((file, article) => {
      const path = file(article)
      fs.writeFileSync(path, fs.readFileSync(path, "utf8").replace("\n---\n", "\n--\n"))
    })
    expect(problems).toEqual([expect.stringMatching(/^content\/articles\/[\w-]+\.md: the front matter has no closing line "---"/)])
  })

  it("refuses a file without front matter", () => {
    const problems = problemsAfter((file) => fs.writeFileSync(file("articles/notes.md"), "Just some text.\n"))
    expect(problems).toEqual([expect.stringContaining("content/articles/notes.md: an article starts with its front matter")])
  })

  it("reads the claims guard over the title and description", () => {
    const problems = problemsAfter((file, article) => editFrontMatter(file(article), (data) => (data.title = "A guaranteed way through chemotherapy")))
    expect(problems).toEqual([expect.stringMatching(/: title says "A guaranteed way through chemotherapy" \("guaranteed"\), which promises an outcome/)])
  })
})

describe("article body", () => {
  it("stops the build at raw HTML, naming the file and the line", () => {
    let path = ""
    const problems = problemsAfter((file, article) => {
      path = file(article)
      writeBody(path, 'Some text.\n\n<div onclick="steal()">Click</div>\n')
    })
    expect(problems).toEqual([
      `content/${path.split("/content/")[1]}: line ${lineOf(path, '<div onclick="steal()">Click</div>')}: raw HTML is not allowed in an article (<div onclick="steal()">Click</div>); write it in Markdown, or put a tag meant as text in \`backticks\``,
    ])
  })

  it("reads the claims guard over the whole body, naming the line", () => {
    let path = ""
    const problems = problemsAfter((file, article) => {
      path = file(article)
      writeBody(path, "## Why families come\n\nSome say this **cures** cancer.\n")
    })
    expect(problems).toEqual([expect.stringContaining(`: line ${lineOf(path, "Some say this **cures** cancer.")} says "Some say this cures cancer." (`)])
  })

  it("checks links to pages of this site and pictures like every other link and image", () => {
    const problems = problemsAfter((file, article) => writeBody(file(article), "See [our knee page](/knee-care) and ![A room](../images/missing.jpg).\n"))
    expect(problems).toEqual([
      expect.stringMatching(/: line \d+: the link to "\/knee-care" is not a page of this site$/),
      expect.stringMatching(/: line \d+: the picture "..\/images\/missing.jpg" is not there; check the path from this file/),
    ])
  })

  it("accepts a body that links to another article and shows a picture with a description", () => {
    const problems = problemsAfter((file, article) => {
      const [, other] = fs.readdirSync(file("articles")).sort()
      writeBody(file(article), `Read [the other article](/articles/${other.replace(/\.md$/, "")}).\n\n![Oil flowing from a vessel](../images/hero.jpg)\n`)
    })
    expect(problems).toEqual([])
  })
})

describe("articles in other languages", () => {
  it("lets a translation give only words; the author, dates and related topics stay in the English file", () => {
    const problems = problemsAfter((file, article) => {
      fs.mkdirSync(file("mr/articles"), { recursive: true })
      fs.writeFileSync(file(`mr/${article}`), "---\nreviewed: false\ntitle: शीर्षक\nauthor: founder\n---\nमजकूर\n")
    })
    expect(problems).toEqual([
      expect.stringMatching(/^content\/mr\/articles\/[\w-]+\.md: author is written once, in content\/articles\/[\w-]+\.md; remove it from the translation$/),
    ])
  })

  it("asks a translation whether it has been reviewed", () => {
    const problems = problemsAfter((file, article) => {
      fs.mkdirSync(file("mr/articles"), { recursive: true })
      fs.writeFileSync(file(`mr/${article}`), "---\ntitle: शीर्षक\n---\nमजकूर\n")
    })
    expect(problems).toEqual([expect.stringContaining("reviewed is required in a translation")])
  })

  it("accepts an article written in Marathi alone, complete in itself, and checks its links in Marathi", () => {
    const marathiOnly = (body: string) =>
      problemsAfter((file, article) => {
        fs.mkdirSync(file("mr/articles"), { recursive: true })
        fs.copyFileSync(file(article), file("mr/articles/only-in-marathi.md"))
        writeBody(file("mr/articles/only-in-marathi.md"), body)
      })
    expect(marathiOnly("अधिक माहितीसाठी [संपर्क](/contact) पाहा.")).toEqual([])
    expect(marathiOnly("[संपर्क](/mr/contact)")).toEqual([
      expect.stringMatching(
        /^content\/mr\/articles\/only-in-marathi\.md: line \d+: the link to "\/mr\/contact" names a language; write the English address \(\/contact\)/,
      ),
    ])
  })

  it("says a translation has lost its English file once, rather than taking it for an article written alone", () => {
    const problems = problemsAfter((file, article) => {
      fs.mkdirSync(file("mr/articles"), { recursive: true })
      fs.writeFileSync(file(`mr/${article}`), "---\nreviewed: true\ntitle: शीर्षक\n---\nमजकूर\n")
      fs.renameSync(file(article), file("articles/renamed-by-an-editor.md"))
    })
    const inMarathi = problems.filter((problem) => problem.startsWith("content/mr/"))
    expect(inMarathi).toEqual([
      expect.stringMatching(
        /^content\/mr\/(articles\/[\w-]+\.md) has no English original content\/\1; .*remove reviewed and give it the fields an English file has \(.*\bauthor, reviewedBy, /,
      ),
    ])
  })

  it("refuses a link from English content to an article that exists only in Marathi", () => {
    const problems = problemsAfter((file, article) => {
      fs.mkdirSync(file("mr/articles"), { recursive: true })
      fs.renameSync(file(article), file("mr/articles/only-in-marathi.md"))
      editYaml<{ footer: { to: string }[] }>(file("navigation.yaml"), (data) => (data.footer[0].to = "/articles/only-in-marathi"))
    })
    expect(problems).toContain("content/navigation.yaml: footer[0].to links to /articles/only-in-marathi, which is not a page of this site")
  })
})
