import fs from "fs"
import path from "path"
import { locales, type Locale } from "../../../src/lib/locales"
import { findClaims } from "../../../core/checks/claims/claims-guard"

// Lists of claims and honest sentences written by someone who had not read the guard's code, the way clinic
// marketing, WhatsApp forwards and grateful patients write (issue 61). The guard is held to its measures on each:
// at least 95 % of claims refused or held in each language, no honest sentence refused, at most one in ten held.

interface Written {
  language: Locale
  text: string
  kind: string
}

const listsDir = path.join(__dirname, "claims-lists")
const lists = fs
  .readdirSync(listsDir)
  .filter((file) => file.endsWith(".json"))
  .sort()

describe.each(lists)("the fresh list %s", (file) => {
  const written = JSON.parse(fs.readFileSync(path.join(listsDir, file), "utf8")) as Written[]
  const judged = written.map((item) => ({ ...item, verdicts: findClaims(item.text, item.language).map(({ verdict }) => verdict) }))
  const claims = judged.filter(({ kind }) => kind !== "honest")
  const honest = judged.filter(({ kind }) => kind === "honest")

  it("holds at least 20 claims in each language, and honest sentences that use the same words", () => {
    for (const language of locales) expect(claims.filter((item) => item.language === language).length).toBeGreaterThanOrEqual(20)
    expect(honest.length).toBeGreaterThanOrEqual(20)
  })

  it.each(locales)("has at least 95 %% of its %s claims refused or held", (language) => {
    const inLanguage = claims.filter((item) => item.language === language)
    const missed = inLanguage.filter(({ verdicts }) => verdicts.length === 0).map(({ text }) => text)
    expect({ caught: inLanguage.length - missed.length >= 0.95 * inLanguage.length, missed }).toEqual({ caught: true, missed: expect.any(Array) })
  })

  it("refuses no honest sentence, and holds at most one in ten", () => {
    const refused = honest.filter(({ verdicts }) => verdicts.includes("refused")).map(({ text }) => text)
    const held = honest.filter(({ verdicts }) => verdicts.length > 0 && !verdicts.includes("refused"))
    expect(refused).toEqual([])
    expect(held.length).toBeLessThanOrEqual(honest.length / 10)
  })
})

// The last lists, kept as they came: no rule was drawn from them, so their scores are the guard's measure on phrasings
// nobody on the project had seen, below the 95 % the lists above meet. List 5, scored after the guard's fourth round
// (English 38 of 44 claims caught, Marathi 30 of 42, Hindi 36 of 45; 5, 3 and 4 honest sentences refused); list 7,
// after its sixth (English 27 of 32, Marathi 22 of 32, Hindi 27 of 32; 3, 2 and 2 honest sentences refused). The test
// keeps the guard from falling below those scores; a rule drawn from a list's misses moves the list up into the folder
// above, as list 6 was, and a new list is written for this place.
const unseenLists: [string, Record<Locale, { caught: number; honestRefused: number }>][] = [
  [
    "fresh-list-5.json",
    {
      en: { caught: 38, honestRefused: 5 },
      mr: { caught: 30, honestRefused: 3 },
      hi: { caught: 36, honestRefused: 4 },
    },
  ],
  [
    "fresh-list-7.json",
    {
      en: { caught: 27, honestRefused: 3 },
      mr: { caught: 22, honestRefused: 2 },
      hi: { caught: 27, honestRefused: 2 },
    },
  ],
]

describe.each(unseenLists)("the unseen list %s, as no one on the project had seen it", (file, measured) => {
  const written = JSON.parse(fs.readFileSync(path.join(listsDir, "unseen", file), "utf8")) as Written[]
  const judged = written.map((item) => ({ ...item, verdicts: findClaims(item.text, item.language).map(({ verdict }) => verdict) }))

  it.each(locales)("catches no fewer of its %s claims, and refuses no more honest sentences, than when it was first scored", (language) => {
    const inLanguage = judged.filter((item) => item.language === language)
    const caught = inLanguage.filter(({ kind, verdicts }) => kind !== "honest" && verdicts.length > 0).length
    const honestRefused = inLanguage.filter(({ kind, verdicts }) => kind === "honest" && verdicts.includes("refused")).length
    expect(caught).toBeGreaterThanOrEqual(measured[language].caught)
    expect(honestRefused).toBeLessThanOrEqual(measured[language].honestRefused)
  })
})
