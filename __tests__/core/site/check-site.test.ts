import fs from "fs"
import { loadCollections } from "../../../core/content/collections"
import { readContentFiles } from "../../../core/content/content-files"
import { SchemaSet } from "../../../core/content/schemas"
import { fingerprintOf, reviewFingerprint, signedFingerprintOf } from "../../../core/content/sign-off"
import { copyOfSite, editContent, editYaml } from "../../support/content-copy"
import { withEnvironment } from "../../support/with-environment"

function reporter() {
  return { panic: jest.fn(), warn: jest.fn(), info: jest.fn() }
}

type CheckModule = typeof import("../../../core/site/check-site")

/** Runs `work` with the content modules reading a content folder (CONTENT_DIR), as a build in the given Netlify context would. */
function withContent<T>(contentDir: string, context: string | undefined, work: (module: CheckModule) => T): T {
  return withEnvironment({ CONTENT_DIR: contentDir, CONTEXT: context }, () => work(require("../../../core/site/check-site")))
}

/** Runs the build's content check against a content folder, as a build in the given Netlify context would. */
function runCheck(contentDir: string, context?: string) {
  const report = reporter()
  withContent(contentDir, context, ({ checkContent }) => checkContent(report as never))
  return report
}

type Site = ReturnType<typeof copyOfSite>

/**
 * The content as it will be at launch, after `write` has changed its words: no placeholder left, every health page
 * signed off and every translation reviewed, as they read then.
 */
function launchReadyContent(write: (site: Site) => void = () => {}) {
  const site = copyOfSite()
  write(site)
  const { files } = readContentFiles(site.contentDir, loadCollections(new SchemaSet(site.schemaDir)))
  for (const file of files) {
    editContent(file.absolutePath, (data) => {
      delete data.placeholders
      if (file.collection.signedOff) data.signedWords = signedFingerprintOf(file)
      if (file.original) data.reviewed = reviewFingerprint(fingerprintOf(file.original), fingerprintOf(file))
    })
  }
  return site
}

/** The first file of a content folder, by name: topics/abhyanga-therapy.yaml. */
const firstOf = (site: Site, folder: string) => `${folder}/${fs.readdirSync(site.file(folder)).sort()[0]}`

/** What the build prints as it stops on loading its configuration, for a content folder with mistakes. */
function stopMessage(
  contentDir: string,
  read: () => unknown = () => withContent(contentDir, undefined, ({ siteContentOrStop }) => siteContentOrStop()),
): string {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  const exit = jest.spyOn(process, "exit").mockImplementation(() => {
    throw new Error("exit")
  })
  try {
    expect(read).toThrow("exit")
    expect(exit).toHaveBeenCalledWith(1)
    expect(error).toHaveBeenCalledTimes(1)
    return error.mock.calls[0][0]
  } finally {
    exit.mockRestore()
    error.mockRestore()
  }
}

it("stops the build as Gatsby loads its configuration, before anything is built, when a content file is wrong", () => {
  const site = copyOfSite()
  fs.writeFileSync(site.file("pages/doctor.yaml"), "heading: Our Doctor\n")
  const message = stopMessage(site.contentDir)
  expect(message).toMatch(/^The content has \d+ problems, so nothing was built or published:\n/)
  expect(message).toContain("  - content/pages/doctor.yaml: title is required")
  expect(message).toContain("  - content/pages/doctor.yaml: bio is required")
})

describe("the processes a build starts, which load the configuration again (Gatsby's workers)", () => {
  const validateContentModule = "../../../core/checks/validate-content"

  /** The content as gatsby-config reads it in a process of the build, with the number of full checks made. */
  function read(contentDir: string) {
    let checks = 0
    jest.doMock(validateContentModule, () => {
      const actual = jest.requireActual(validateContentModule)
      return { ...actual, validateContent: (...args: unknown[]) => ((checks += 1), actual.validateContent(...args)) }
    })
    try {
      withContent(contentDir, undefined, ({ siteContentOrStop }) => siteContentOrStop())
      return checks
    } finally {
      jest.dontMock(validateContentModule)
    }
  }

  afterEach(() => {
    delete process.env.SITE_CONTENT_CHECKED
  })

  it("take the content as their build's process checked it, and check it again when a file has changed since", () => {
    const site = copyOfSite()
    expect(read(site.contentDir)).toBe(1)
    expect(read(site.contentDir)).toBe(0)
    editYaml(site.file("pages/doctor.yaml"), (data) => {
      data.title = "Cures cancer"
    })
    expect(stopMessage(site.contentDir, () => read(site.contentDir))).toContain('content/pages/doctor.yaml: title says "Cures cancer"')
  })
})

describe("the launch check", () => {
  it("refuses a production build while any fact is a placeholder, naming each by file and field", () => {
    const site = launchReadyContent()
    editYaml(site.file("site.yaml"), (data) => (data.placeholders = ["phones.whatsapp", "address.street"]))
    editYaml(site.file("people/founder.yaml"), (data) => (data.placeholders = ["name"]))
    const report = runCheck(site.contentDir, "production")
    expect(report.panic).toHaveBeenCalledTimes(1)
    const message: string = report.panic.mock.calls[0][0]
    expect(message).toContain("3 things are not ready for launch, so nothing was published")
    expect(message).toContain("  - content/people/founder.yaml: name\n")
    expect(message).toContain("  - content/site.yaml: phones.whatsapp\n  - content/site.yaml: address.street\n")
  })

  it.each(["deploy-preview", "branch-deploy", undefined])("lets a %s build go on and prints the same list as a warning", (context) => {
    const site = launchReadyContent()
    editYaml(site.file("site.yaml"), (data) => (data.placeholders = ["phones.whatsapp"]))
    const report = runCheck(site.contentDir, context)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn).toHaveBeenCalledWith(expect.stringContaining("  - content/site.yaml: phones.whatsapp"))
  })

  it("refuses a production build while a translation is not yet reviewed by a native speaker", () => {
    const site = launchReadyContent()
    editYaml(site.file("mr/site.yaml"), (data) => (data.reviewed = false))
    const report = runCheck(site.contentDir, "production")
    expect(report.panic).toHaveBeenCalledWith(expect.stringContaining("  - content/mr/site.yaml: reviewed (not yet reviewed by a native speaker)"))
  })

  it("publishes a production build with an article written in Marathi alone, which has no reviewed field to set", () => {
    const site = launchReadyContent()
    const [article] = fs.readdirSync(site.file("articles")).sort()
    fs.mkdirSync(site.file("mr/articles"), { recursive: true })
    fs.copyFileSync(site.file(`articles/${article}`), site.file("mr/articles/only-in-marathi.md"))
    const report = runCheck(site.contentDir, "production")
    expect(report.panic).not.toHaveBeenCalled()
  })

  it("publishes a production build once no placeholder is left", () => {
    const report = runCheck(launchReadyContent().contentDir, "production")
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn).not.toHaveBeenCalledWith(expect.stringContaining("placeholders"))
  })

  describe("a sentence the claims guard holds as a possible claim", () => {
    const held = "Rasayana may help shrink tumours."
    const approval = (sentence: string) => ({ sentence, approvedBy: "founder", approvedOn: "2026-11-01" })

    /** Launch-ready content whose first topic says `intro`, with the founder's approvals. */
    function siteSaying(intro: string, approved: ReturnType<typeof approval>[]) {
      let topic = ""
      const site = launchReadyContent((copy) => {
        topic = firstOf(copy, "topics").replace("topics/", "")
        editYaml(copy.file(`topics/${topic}`), (data) => ((data.intro as string[])[0] = intro))
        editYaml(copy.file("approved-sentences.yaml"), (data) => (data.approved = approved))
      })
      return { site, topic }
    }

    it("refuses a production build until the founder approves it, naming the file, the field and the sentence", () => {
      const { site, topic } = siteSaying(held, [])
      const report = runCheck(site.contentDir, "production")
      expect(report.panic).toHaveBeenCalledWith(
        expect.stringContaining(`  - content/topics/${topic}: intro[0] says "${held}", which may be a claim (acts on a disease)`),
      )
      expect(runCheck(site.contentDir, "deploy-preview").warn).toHaveBeenCalledWith(expect.stringContaining(`says "${held}"`))
    })

    it("publishes it once the founder has approved that sentence by name and date", () => {
      const { site } = siteSaying(held, [approval(held)])
      const report = runCheck(site.contentDir, "production")
      expect(report.panic).not.toHaveBeenCalled()
      expect(report.warn).not.toHaveBeenCalled()
    })

    it("holds it again once its words change, and says the old approval approves nothing now", () => {
      const changed = "Rasayana may help shrink some tumours."
      const { site } = siteSaying(changed, [approval(held)])
      const report = runCheck(site.contentDir, "production")
      expect(report.panic).toHaveBeenCalledWith(expect.stringContaining(`says "${changed}"`))
      expect(report.warn).toHaveBeenCalledWith(expect.stringContaining(`content/approved-sentences.yaml approves "${held}", which no page says any more`))
    })

    it("never publishes a sentence the guard refuses, approved or not", () => {
      const refused = "Rasayana shrinks tumours."
      const { site } = siteSaying(refused, [approval(refused)])
      expect(stopMessage(site.contentDir)).toContain(`says "${refused}"`)
    })
  })

  describe("a medical sign-off", () => {
    it("refuses a production build once a health page's words change after its sign-off, in any language", () => {
      const site = launchReadyContent()
      const topic = firstOf(site, "topics")
      const card = firstOf(site, "care-cards")
      editYaml(site.file(topic), (data) => ((data.intro as string[])[0] += " Ask us."))
      editYaml(site.file(`hi/${card}`), (data) => ((data.points as string[])[0] += "।"))
      const message: string = runCheck(site.contentDir, "production").panic.mock.calls[0][0]
      expect(message).toContain(
        `  - content/${topic}: signedWords (what it says, in its words, level, sources or the numbers it names, is not what the medical reviewer signed off`,
      )
      expect(message).toContain(
        `  - content/hi/${card}: signedWords (what it says, in its words, level, sources or the numbers it names, is not what the medical reviewer signed off`,
      )
    })

    it("holds a translation reviewed against English words that have changed since", () => {
      const site = launchReadyContent()
      const article = firstOf(site, "articles")
      fs.appendFileSync(site.file(article), "\nOne more sentence.\n")
      const message: string = runCheck(site.contentDir, "production").panic.mock.calls[0][0]
      expect(message).toContain(
        `  - content/mr/${article}: reviewed (the English, or this translation, has changed since it was reviewed: review it again against content/${article})`,
      )
    })

    it("holds a translation whose own words changed after its review", () => {
      const site = launchReadyContent()
      editYaml(site.file("mr/site.yaml"), (data) => (data.logoSubtext = `${String(data.logoSubtext)} (नवे)`))
      const message: string = runCheck(site.contentDir, "production").panic.mock.calls[0][0]
      expect(message).toContain("  - content/mr/site.yaml: reviewed (the English, or this translation, has changed since it was reviewed")
    })

    it("voids a care card's sign-off, and its translations', when its level changes, not only its words", () => {
      const site = launchReadyContent()
      const urgent = fs.readdirSync(site.file("care-cards")).find((name) => /^level: urgent$/m.test(fs.readFileSync(site.file(`care-cards/${name}`), "utf8")))!
      const card = `care-cards/${urgent}`
      editYaml(site.file(card), (data) => (data.level = "immediate"))
      const message: string = runCheck(site.contentDir, "production").panic.mock.calls[0][0]
      expect(message).toContain(
        `  - content/${card}: signedWords (what it says, in its words, level, sources or the numbers it names, is not what the medical reviewer signed off`,
      )
      // A translation's reader reads its words at the English file's level.
      for (const locale of ["mr", "hi"]) expect(message).toContain(`  - content/${locale}/${card}: signedWords`)
    })

    it("voids a care card's sign-off when a number it names changes in site.yaml's careFacts", () => {
      const site = launchReadyContent()
      const named = fs.readdirSync(site.file("care-cards")).find((name) => fs.readFileSync(site.file(`care-cards/${name}`), "utf8").includes("{feverFrom}"))!
      editYaml(site.file("site.yaml"), (data) => ((data.careFacts as { feverFrom: number }).feverFrom = 38))
      const message: string = runCheck(site.contentDir, "production").panic.mock.calls[0][0]
      expect(message).toContain(
        `  - content/care-cards/${named}: signedWords (what it says, in its words, level, sources or the numbers it names, is not what the medical reviewer signed off`,
      )
    })

    it("is not voided by a change to a date the page gives, which is no words of it", () => {
      const site = launchReadyContent()
      editYaml(site.file(firstOf(site, "topics")), (data) => (data.nextReview = "2027-06-01"))
      expect(runCheck(site.contentDir, "production").panic).not.toHaveBeenCalled()
    })
  })

  it("lists the site's own placeholders today, so a production deploy of today's content is refused", () => {
    const report = runCheck(copyOfSite().contentDir, "production")
    expect(report.panic).toHaveBeenCalledWith(expect.stringContaining("content/site.yaml: phones.whatsapp"))
  })
})

describe("medical review dates", () => {
  it("warns, naming the page, when a health page is past its next review, twelve months after the last by default", () => {
    const site = launchReadyContent()
    const [topic] = fs.readdirSync(site.file("topics")).sort()
    editYaml(site.file(`topics/${topic}`), (data) => (data.lastReviewed = "2020-01-31"))
    const report = runCheck(site.contentDir)
    expect(report.warn).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^content/topics/${topic} was due for its next medical review on 2021-01-31 \\(last reviewed 2020-01-31\\)`)),
    )
    expect(report.panic).not.toHaveBeenCalled()
  })

  it("stops the build when a page's next review is not after its last", () => {
    const site = copyOfSite()
    const [article] = fs.readdirSync(site.file("articles")).sort()
    editContent(site.file(`articles/${article}`), (data) => (data.nextReview = data.lastReviewed))
    expect(stopMessage(site.contentDir)).toContain(`content/articles/${article}: nextReview is "`)
  })
})
