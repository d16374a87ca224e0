import fs from "fs"
import os from "os"
import path from "path"
import { copyOfSite } from "../../support/content-copy"
import { readContent } from "../../support/content-data"
import { withEnvironment } from "../../support/with-environment"

type Guard = typeof import("../../../src/gatsby/content/claims/claims-guard") & typeof import("../../../src/gatsby/content/claims/claims-memory")

/** The claims guard as a new build's process loads it, having recalled what the last check left in `file`. */
function newProcess(file: string): Guard {
  let guard: Guard | undefined
  jest.isolateModules(() => {
    guard = { ...require("../../../src/gatsby/content/claims/claims-guard"), ...require("../../../src/gatsby/content/claims/claims-memory") }
  })
  guard!.recallClaims(file)
  return guard!
}

const memoryFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "claims-memory-")), ".prebuilt/claims-found.json")
const phrases = (guard: Guard, text: string) => guard.findClaims(text, "en").map(({ phrase }) => phrase)

interface Remembered {
  digest: string
  texts: [string, [string, number][]][]
}
const readMemory = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Remembered
const writeMemory = (file: string, memory: Remembered) => fs.writeFileSync(file, JSON.stringify(memory))

const claimed = "This herb cures cancer."
const honest = "Care alongside your oncologist."
/** What the rules themselves find in a text, with no memory to recall. */
const foundByRules = (text: string) => phrases(newProcess(memoryFile()), text)

/** A memory of the two texts in which the claim's phrase is recorded as another, so a recalled finding shows. */
function tamperedMemory(): string {
  const file = memoryFile()
  const first = newProcess(file)
  expect(phrases(first, claimed)).not.toEqual([])
  expect(phrases(first, honest)).toEqual([])
  first.rememberClaims(file)
  const memory = readMemory(file)
  for (const [, claims] of memory.texts) for (const claim of claims) claim[0] = "as remembered"
  writeMemory(file, memory)
  return file
}

it("takes a text's claims from the last check's memory, reading only texts it has not seen", () => {
  const next = newProcess(tamperedMemory())
  expect(phrases(next, claimed)).toEqual(["as remembered"])
  expect(phrases(next, "It cures cancer.")).toEqual(foundByRules("It cures cancer."))
})

it("reads every text again once the rules' code differs from the code that found them", () => {
  const file = tamperedMemory()
  writeMemory(file, { ...readMemory(file), digest: "other rules" })
  expect(phrases(newProcess(file), claimed)).toEqual(foundByRules(claimed))
})

it("reads every text when the memory cannot be read", () => {
  const file = tamperedMemory()
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").slice(0, 40))
  expect(phrases(newProcess(file), claimed)).toEqual(foundByRules(claimed))
})

it("remembers only the texts of its own check, so the memory does not grow with each edit", () => {
  const file = tamperedMemory()
  const next = newProcess(file)
  phrases(next, honest)
  phrases(next, "An edited title")
  next.rememberClaims(file)
  expect(readMemory(file).texts.map(([key]) => key.split("\u0000")[1]).sort()).toEqual(["An edited title", honest])
})

it("is kept by the build's content check in the .prebuilt folder beside the content", () => {
  const site = copyOfSite()
  withEnvironment({ CONTENT_DIR: site.contentDir }, () => require("../../../src/gatsby/content/content-paths").siteContent())
  const { title } = readContent<{ title: string }>("pages/about.yaml")
  const texts = readMemory(path.join(site.contentDir, "../.prebuilt/claims-found.json")).texts.map(([key]) => key.split("\u0000")[1])
  expect(texts).toContain(title)
})
