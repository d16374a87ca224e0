import fs from "fs"
import os from "os"
import path from "path"
import { copyOfSite, projectRoot } from "../../support/content-copy"
import { readContent } from "../../support/content-data"
import { withEnvironment } from "../../support/with-environment"

type Guard = typeof import("../../../core/checks/claims/claims-guard") & typeof import("../../../core/checks/claims/claims-memory")

/** The claims guard as a new build's process loads it, having recalled what the last check left in `file`. */
function newProcess(file: string): Guard {
  let guard: Guard | undefined
  jest.isolateModules(() => {
    guard = { ...require("../../../core/checks/claims/claims-guard"), ...require("../../../core/checks/claims/claims-memory") }
  })
  guard!.recallClaims(file)
  return guard!
}

const memoryFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "claims-memory-")), ".prebuilt/claims-found.json")
const sentences = (guard: Guard, text: string) => guard.findClaims(text, "en").map(({ sentence }) => sentence)

interface Remembered {
  digest: string
  texts: [string, { sentence: string }[]][]
}
const readMemory = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Remembered
const writeMemory = (file: string, memory: Remembered) => fs.writeFileSync(file, JSON.stringify(memory))

const claimed = "This herb cures cancer."
const honest = "Care alongside your oncologist."
/** What the rules themselves find in a text, with no memory to recall. */
const foundByRules = (text: string) => sentences(newProcess(memoryFile()), text)

/** A memory of the two texts in which the claim's sentence is recorded as another, so a recalled finding shows. */
function tamperedMemory(): string {
  const file = memoryFile()
  const first = newProcess(file)
  expect(sentences(first, claimed)).not.toEqual([])
  expect(sentences(first, honest)).toEqual([])
  first.rememberClaims(file)
  const memory = readMemory(file)
  for (const [, claims] of memory.texts) for (const claim of claims) claim.sentence = "as remembered"
  writeMemory(file, memory)
  return file
}

it("takes a text's claims from the last check's memory, reading only texts it has not seen", () => {
  const next = newProcess(tamperedMemory())
  expect(sentences(next, claimed)).toEqual(["as remembered"])
  expect(sentences(next, "It cures cancer.")).toEqual(foundByRules("It cures cancer."))
})

it("reads every text again once the rules' code differs from the code that found them", () => {
  const file = tamperedMemory()
  writeMemory(file, { ...readMemory(file), digest: "other rules" })
  expect(sentences(newProcess(file), claimed)).toEqual(foundByRules(claimed))
})

it("takes every file of the rules' folder into the digest that voids the memory", () => {
  const rulesDir = fs.mkdtempSync(path.join(os.tmpdir(), "claim-rules-"))
  fs.cpSync(path.join(projectRoot, "core/checks/claims"), rulesDir, { recursive: true })
  const { digestOfRules } = newProcess(memoryFile())
  const before = digestOfRules(rulesDir)
  const [someFile] = fs.readdirSync(rulesDir)
  fs.appendFileSync(path.join(rulesDir, someFile), "\n")
  expect(digestOfRules(rulesDir)).not.toBe(before)
})

it.each([
  ["is cut short", (memory: string) => memory.slice(0, 40)],
  ["holds no list of texts", (memory: string) => memory.replace(/"texts":.*$/, '"texts":5}')],
])("reads every text when the memory %s", (_, spoil) => {
  const file = tamperedMemory()
  fs.writeFileSync(file, spoil(fs.readFileSync(file, "utf8")))
  expect(sentences(newProcess(file), claimed)).toEqual(foundByRules(claimed))
})

it("remembers only the texts of the last check, also when one process checks again, as under gatsby develop", () => {
  const file = tamperedMemory()
  const rememberedTexts = () =>
    readMemory(file)
      .texts.map(([key]) => key.split("\u0000")[1])
      .sort()
  const next = newProcess(file)
  sentences(next, honest)
  sentences(next, "An edited title")
  next.rememberClaims(file)
  expect(rememberedTexts()).toEqual(["An edited title", honest])
  next.recallClaims(file)
  sentences(next, "Edited again")
  next.rememberClaims(file)
  expect(rememberedTexts()).toEqual(["Edited again"])
})

it("is kept by the build's content check in the .prebuilt folder beside the content", () => {
  const site = copyOfSite()
  withEnvironment({ CONTENT_DIR: site.contentDir }, () => require("../../../core/site/load-site").siteContent())
  const { title } = readContent<{ title: string }>("pages/about.yaml")
  const texts = readMemory(path.join(site.contentDir, "../.prebuilt/claims-found.json")).texts.map(([key]) => key.split("\u0000")[1])
  expect(texts).toContain(title)
})
