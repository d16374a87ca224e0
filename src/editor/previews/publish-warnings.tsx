import React from "react"
import { claimSentence, claimsIn } from "../../../core/browser"
import type { Locale } from "../../lib/locales"
import * as styles from "./preview.module.scss"

/** Each forbidden claim in an entry's fields, as the build words it (without the file's name). */
export function claimProblems(data: unknown, locale: Locale): string[] {
  return claimsIn(data, locale).map(({ field, claim }) => claimSentence(field, claim))
}

/**
 * What the build would refuse in the entry, said in the preview while the editor writes, so a save that would not be
 * published can be put right before it is made: a forbidden claim (why, and the honest words to write instead), a
 * picture without a description.
 */
export function PublishWarnings({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null
  return (
    <div role="status" className={styles.problems} lang="en">
      <p>The website will not publish this entry as it is:</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  )
}
