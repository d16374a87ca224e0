import { staleReviews } from "../../../src/gatsby/content/review-age"

const file = (lastReviewed: string) => ({ displayPath: `content/topics/${lastReviewed}.yaml`, data: { lastReviewed } }) as never

it("counts a review as stale from the day twelve months after it", () => {
  const today = new Date("2026-11-22T10:00:00Z")
  const files = ["2025-11-23", "2025-11-22", "2025-11-21", "2024-06-01", "2026-11-22"].map(file)
  expect(staleReviews(files, today).map(({ lastReviewed }) => lastReviewed)).toEqual(["2025-11-21", "2024-06-01"])
})
