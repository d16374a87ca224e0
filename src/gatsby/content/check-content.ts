import type { Reporter } from "gatsby"
import { contentDir, siteContentModel } from "./content-paths"
import { validateContent } from "./validate-content"

/** Stops the build before anything is sourced or written when any content file has a problem. */
export function checkContent(reporter: Pick<Reporter, "panic">) {
  const { schemas, collections } = siteContentModel()
  const problems = validateContent(contentDir, schemas, collections)
  if (problems.length > 0) {
    reporter.panic(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}, so nothing was built or published:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    )
  }
}
