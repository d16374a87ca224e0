import { formatMinutes, readingMinutes } from "../../src/lib/reading-time"

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(" ")

describe("reading time", () => {
  it("counts whole minutes at a calm pace, rounding up, and never less than one", () => {
    expect(readingMinutes(words(200, "care"), "en")).toBe(1)
    expect(readingMinutes(words(201, "care"), "en")).toBe(2)
    expect(readingMinutes("A few words.", "en")).toBe(1)
  })

  it("counts words in Devanagari too, and not punctuation", () => {
    expect(readingMinutes(words(401, "काळजी"), "mr")).toBe(3)
    expect(readingMinutes(`${words(200, "care")} — ... !!!`, "en")).toBe(1)
  })

  it("writes the minutes in the page's language and digits", () => {
    expect(formatMinutes(6, "en")).toBe("6 minutes")
    expect(formatMinutes(6, "mr")).toBe("६ मिनिटे")
    expect(formatMinutes(6, "hi")).toBe("6 मिनट")
  })
})
