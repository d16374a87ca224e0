import type { Reporter } from "gatsby"
import { readContentFiles } from "./content-files"
import { contentDir, siteContentModel } from "./content-paths"
import { checkLaunchReadiness, placeholdersIn } from "./launch-check"
import { readabilityReport, readabilityWarnings } from "./readability/readability-report"
import { warnOfOverdueReviews } from "./review-age"
import { formatTranslationReport, translationReport } from "./translations/translation-report"
import { validateContent } from "./validate-content"

/** "The content has 2 problems" */
export const describeProblems = (problems: string[]) => `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}`

/** One line per problem, each naming the file and field. */
export const listProblems = (problems: string[]) => problems.map((problem) => `  - ${problem}`).join("\n")

/**
 * Before anything is sourced or written: stops the build when any content file has a problem, or when a production
 * build still has placeholders; warns of placeholders elsewhere, of health pages past their next review or whose
 * words are hard to read, and prints the translation report.
 */
export function checkContent(reporter: Pick<Reporter, "panic" | "warn" | "info">) {
  const { schemas, collections } = siteContentModel()
  const now = new Date()
  const problems = validateContent(contentDir, schemas, collections, now)
  if (problems.length > 0) {
    reporter.panic(`${describeProblems(problems)}, so nothing was built or published:\n${listProblems(problems)}`)
    return
  }
  const { files } = readContentFiles(contentDir, collections)
  checkLaunchReadiness(placeholdersIn(files), process.env.CONTEXT, reporter)
  warnOfOverdueReviews(files, now, reporter)
  for (const warning of readabilityWarnings(readabilityReport(files))) reporter.warn(warning)
  reporter.info(formatTranslationReport(translationReport(files, schemas, contentDir)))
}
