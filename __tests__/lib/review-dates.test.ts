import { nextReviewDate } from "../../src/lib/dates"

describe("nextReviewDate", () => {
  it.each([
    ["2026-11-22", "2027-11-22"],
    ["2026-01-31", "2027-01-31"],
    ["2024-02-29", "2025-03-01"],
  ])("is twelve months after a review on %s when the page names none", (lastReviewed, due) => {
    expect(nextReviewDate(lastReviewed)).toBe(due)
  })

  it("is the page's own date when it names one", () => {
    expect(nextReviewDate("2026-11-22", "2027-05-22")).toBe("2027-05-22")
  })
})
