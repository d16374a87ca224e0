import type { Reporter } from "../reporter"
import { contentDir, siteContent } from "./load-site"
import { checkLaunchReadiness, placeholdersIn, sentencesAwaitingApproval, unsignedHealthContent, warnOfVoidApprovals } from "../checks/launch-check"
import { readabilityReport, readabilityWarnings } from "../checks/readability/readability-report"
import { warnOfOverdueReviews } from "../checks/review-age"
import type { SiteContent } from "../content/site-content"
import { ContentProblems, problemsReport } from "./checked-site-content"
import { formatTranslationReport, translationReport } from "../checks/translations/translation-report"

/**
 * The site's content, for gatsby-config, which Gatsby loads before anything else: content with mistakes stops the
 * build there, before Gatsby reads or writes anything, with every mistake listed by file and field.
 */
export function siteContentOrStop(): SiteContent {
  try {
    return siteContent()
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error
    console.error(problemsReport(error.problems, ", so nothing was built or published"))
    return process.exit(1)
  }
}

/**
 * Before anything is sourced or written: stops the build when a production build still has placeholders, health
 * content whose words the medical reviewer has not signed off, or sentences the founder has not approved; warns of them elsewhere, of approvals that approve nothing now, of health pages past
 * their next review or whose words are hard to read, and prints the translation report.
 */
export function checkContent(reporter: Pick<Reporter, "panic" | "warn" | "info">) {
  const { files } = siteContent()
  checkLaunchReadiness([...placeholdersIn(files), ...unsignedHealthContent(files), ...sentencesAwaitingApproval(files)], process.env.CONTEXT, reporter)
  warnOfVoidApprovals(files, reporter)
  warnOfOverdueReviews(files, new Date(), reporter)
  for (const warning of readabilityWarnings(readabilityReport(files))) reporter.warn(warning)
  reporter.info(formatTranslationReport(translationReport(files, contentDir)))
}
