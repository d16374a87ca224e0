import { editDistance } from "./edit-distance"

export interface TitledPage {
  /** The page's address in English form ("/rasayana-therapy"), which every language's address ends with. */
  route: string
  /** Its address in the page's language, for the link. */
  path: string
  title: string
}

/** The words of an address: "/articles/First-Consultation" is articles, first, consultation. */
function wordsOf(route: string): string[] {
  let decoded = route
  try {
    decoded = decodeURIComponent(route)
  } catch {
    // An address with a stray "%" is read as it is written.
  }
  return [
    ...new Set(
      decoded
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word !== "" && word !== "html"),
    ),
  ]
}

/** A word typed with a slip or two: longer words allow more. */
function nearlySame(typed: string, word: string): boolean {
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0
  return editDistance(typed, word) <= allowed
}

/**
 * How alike two addresses are: the share of their words they have in common (from 0 to 1), a misspelt word counting
 * as the same, and how many that is; all of them when the addresses differ only in where the words are split
 * ("/rasayanatherapy").
 */
function likeness(asked: string[], own: string[]): { score: number; shared: number } {
  if (nearlySame(asked.join(""), own.join(""))) return { score: 1, shared: asked.length }
  const shared = asked.filter((typed) => own.some((word) => nearlySame(typed, word))).length
  return { score: shared / (asked.length + own.length - shared), shared }
}

/** The pages (at most `limit`) whose addresses look like the one asked for, the likest first: what a visitor probably meant. */
export function similarPages(askedRoute: string, pages: readonly TitledPage[], limit = 3): TitledPage[] {
  const asked = wordsOf(askedRoute)
  if (asked.length === 0) return []
  return pages
    .map((page) => ({ page, ...likeness(asked, wordsOf(page.route)) }))
    .filter(({ score }) => score >= 0.25)
    .sort((a, b) => b.score - a.score || b.shared - a.shared)
    .slice(0, limit)
    .map(({ page }) => page)
}
