import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

/** The page's WCAG 2.1 A and AA violations as axe finds them, each with the elements it concerns. */
export async function axeViolations(page: Page) {
  // Only violations are reported: axe then skips describing every element that passes, which halves its time. (options()
  // replaces what withTags() set, so it comes first.) Legacy mode runs axe in the page itself; the default opens a blank
  // page to put together the results of frames from other sites, which took two thirds of the time; the CSP allows none.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(wcag21aa)
    .setLegacyMode(true)
    .analyze()
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }))
}
