import type { ContentFile } from "./content-files"

const monthsBeforeStale = 12

/** Health pages whose last medical review is more than twelve months before `today`, with that date. */
export function staleReviews(files: readonly ContentFile[], today: Date): { displayPath: string; lastReviewed: string }[] {
  const limit = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBeforeStale, today.getUTCDate()))
  return files.flatMap(({ displayPath, data }) => {
    const lastReviewed = (data as { lastReviewed?: unknown } | null)?.lastReviewed
    return typeof lastReviewed === "string" && new Date(`${lastReviewed}T00:00:00Z`) < limit ? [{ displayPath, lastReviewed }] : []
  })
}

export function warnOfStaleReviews(files: readonly ContentFile[], today: Date, reporter: { warn(message: string): void }) {
  for (const { displayPath, lastReviewed } of staleReviews(files, today)) {
    reporter.warn(`${displayPath} was last medically reviewed on ${lastReviewed}, more than ${monthsBeforeStale} months ago: ask the reviewer to read it again and update lastReviewed.`)
  }
}
