import { overdueReviews } from "../../../core/checks/review-age"

const file = (lastReviewed: string, nextReview?: string) =>
  ({ displayPath: `content/topics/${lastReviewed}.yaml`, data: { lastReviewed, nextReview } }) as never

it("counts a review as overdue from the day after its next review falls due, twelve months after the last by default", () => {
  const today = new Date("2026-11-22T10:00:00Z")
  const files = ["2025-11-23", "2025-11-22", "2025-11-21", "2024-06-01", "2026-11-22"].map((date) => file(date))
  expect(overdueReviews(files, today).map(({ lastReviewed }) => lastReviewed)).toEqual(["2025-11-21", "2024-06-01"])
})

it("follows a page's own next review date, earlier or later than twelve months", () => {
  const today = new Date("2026-11-22T10:00:00Z")
  const sooner = file("2026-05-01", "2026-11-01")
  const later = file("2025-06-01", "2027-06-01")
  expect(overdueReviews([sooner, later], today)).toEqual([{ displayPath: "content/topics/2026-05-01.yaml", lastReviewed: "2026-05-01", due: "2026-11-01" }])
})
