import { nextReviewDate } from "../../src/lib/dates"
import { clinicDate } from "../../src/lib/opening-status"
import type { ContentFile } from "../content/content-files"

interface WrittenReviewDates {
  lastReviewed?: unknown
  nextReview?: unknown
}

/** Health pages whose next medical review was due before `today` in India, where the centre is, with that date. */
export function overdueReviews(files: readonly ContentFile[], today: Date): { displayPath: string; lastReviewed: string; due: string }[] {
  const todayIso = clinicDate(today)
  return files.flatMap(({ displayPath, data }) => {
    const { lastReviewed, nextReview } = (data ?? {}) as WrittenReviewDates
    if (typeof lastReviewed !== "string") return []
    const due = nextReviewDate(lastReviewed, typeof nextReview === "string" ? nextReview : undefined)
    return due < todayIso ? [{ displayPath, lastReviewed, due }] : []
  })
}

export function warnOfOverdueReviews(files: readonly ContentFile[], today: Date, reporter: { warn(message: string): void }) {
  for (const { displayPath, lastReviewed, due } of overdueReviews(files, today)) {
    reporter.warn(
      `${displayPath} was due for its next medical review on ${due} (last reviewed ${lastReviewed}): ask the reviewer to read it again, then set lastReviewed to the day of that review and remove or move on nextReview.`,
    )
  }
}
