import type { ContentRead } from "../content/content-files"
import type { Collection } from "../content/collections"
import type { SchemaSet } from "../content/schemas"
import { siteContentOf, type SiteContent } from "../content/site-content"
import { validateContent } from "../checks/validate-content"

/** "The content has 2 problems", what follows from them, then one line per problem, each naming the file and field. */
export const problemsReport = (problems: readonly string[], consequence = "") =>
  `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}${consequence}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`

/** The content's mistakes, every one of them, which keep it from being built. */
export class ContentProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problemsReport(problems))
  }
}

/**
 * The model of content files read, once they are checked (`now` is today, for review dates); throws ContentProblems,
 * listing every problem, rather than give a model of content with mistakes in it.
 */
export function checkedSiteContent(read: ContentRead, schemas: SchemaSet, collections: Collection[], now: Date): SiteContent {
  const problems = validateContent(read, schemas, collections, now)
  if (problems.length > 0) throw new ContentProblems(problems)
  return siteContentOf(read, schemas, collections)
}
