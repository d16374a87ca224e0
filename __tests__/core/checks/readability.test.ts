import { allowedLongWords, readabilityOf, sentencesOf } from "../../../core/checks/readability/readability"
import { pageProse } from "../../../core/checks/readability/page-prose"
import { gradeLimit, median, readabilityReport, readabilityWarnings } from "../../../core/checks/readability/readability-report"

const short = ["Eat small meals often.", "Drink warm water through the day.", "Rest when you feel tired."]
// Three sentences: SMOG needs at least three.
const long = Array(3).fill(
  "Comprehensive individualised therapeutic interventions, administered consecutively following thorough constitutional evaluation, are recommended for patients experiencing considerable physiological deterioration consequent upon intensive pharmacological treatment.",
)

describe("readabilityOf", () => {
  it("grades long sentences of long words far above short sentences of short words", () => {
    expect(readabilityOf(short).grade).toBeLessThan(4)
    expect(readabilityOf(long).grade).toBeGreaterThan(gradeLimit + 10)
  })

  it("counts each list item as a sentence whether or not it ends with a full stop", () => {
    const points = ["warm, freshly cooked food", "small meals, more often", "soft dishes that need little chewing"]
    expect(readabilityOf(points).grade).toBe(readabilityOf(points.map((point) => `${point}.`)).grade)
    expect(sentencesOf(points)).toHaveLength(3)
  })

  it("lists the longest sentences first, with their length in words", () => {
    const { longestSentences } = readabilityOf([...short, long[0]])
    expect(longestSentences[0]).toEqual({ words: long[0].split(" ").length, sentence: long[0] })
    expect(longestSentences.map(({ words }) => words)).toEqual([long[0].split(" ").length, 6, 5])
  })

  it("names the words of more than four syllables, leaving out the terms the site must use", () => {
    const { longWords } = readabilityOf([`${[...allowedLongWords].join(" ")} individualised physiological rest.`])
    expect(longWords).toEqual(["individualised", "physiological"])
  })
})

describe("pageProse", () => {
  it("reads a topic's paragraphs, card texts and points, not its title, headings, icons or review fields", () => {
    const data = {
      title: "Rasayana Therapy",
      description: "A description.",
      reviewedBy: "founder",
      lastReviewed: "2026-11-22",
      intro: ["First paragraph."],
      sections: [
        { kind: "cards", heading: "Parts", cards: [{ title: "Diet", text: "Warm food.", icon: "salad" }] },
        { kind: "list", heading: "Aims", points: ["Better sleep"] },
      ],
    }
    expect(pageProse({ data })).toEqual(["A description.", "First paragraph.", "Warm food.", "Better sleep"])
  })

  it("reads an article's paragraphs and list items, not its headings, code, the cards it names or its sources", () => {
    const text = `Eat well.\n\n## Why\n\n- Small meals\n- Warm *food*\n\n\`\`\`care-card\nfever-during-chemotherapy\n\`\`\`\n\n\`\`\`\ncode\n\`\`\`\n\n## Sources\n\n- [A source](https://example.org), 2024.\n`
    expect(pageProse({ data: { title: "An article" }, body: { text, line: 1 } })).toEqual(["Eat well.", "Small meals", "Warm food"])
  })

  it("reads a care card's points, call and notes, with each fact it names read as a number, not its sources", () => {
    const data = {
      title: "Fever",
      level: "immediate",
      heading: "Call now if the person:",
      points: ["has a temperature of {feverFrom} or above"],
      call: { whom: "the 24-hour line", otherwise: "If you cannot get through, call {emergency}." },
      notes: ["Do not wait."],
      sources: [{ title: "Fever", publisher: "A service", url: "https://example.org", read: "2026-11-28" }],
    }
    expect(pageProse({ data })).toEqual(["has a temperature of 112 or above", "the 24-hour line", "If you cannot get through, call 112.", "Do not wait."])
  })
})

describe("the report", () => {
  const page = (displayPath: string, paragraphs: string[], locale = "en") =>
    ({ displayPath, locale, data: { lastReviewed: "2026-11-01", intro: paragraphs } }) as never

  it("measures the English health pages only", () => {
    const report = readabilityReport([
      page("content/topics/a.yaml", short),
      page("content/mr/topics/a.yaml", short, "mr"),
      { displayPath: "content/site.yaml", locale: "en", data: { intro: short } } as never,
    ])
    expect(report.map(({ displayPath }) => displayPath)).toEqual(["content/topics/a.yaml"])
  })

  it("warns of each page above the grade limit by name, with its longest sentence, and of a high median SMOG", () => {
    const warnings = readabilityWarnings(
      readabilityReport([page("content/topics/easy.yaml", short), page("content/topics/hard.yaml", long), page("content/topics/harder.yaml", long)]),
    )
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toMatch(/^content\/topics\/hard\.yaml reads at grade [\d.]+, above 8: shorten its longest sentences \("Comprehensive/)
    expect(warnings[1]).toMatch(/^content\/topics\/harder\.yaml/)
    expect(warnings[2]).toMatch(/^The health pages' median SMOG index is [\d.]+, above 10/)
  })

  it("says nothing when every page is within the limits", () => {
    expect(readabilityWarnings(readabilityReport([page("content/topics/easy.yaml", short)]))).toEqual([])
  })

  it("takes the median of an even count as the mean of the middle two", () => {
    expect(median([9, 1, 5, 7])).toBe(6)
    expect(median([3, 1, 2])).toBe(2)
  })
})
