import React from "react"
import { claimSentence, type Claim } from "../../gatsby/content/claims/claims-guard"
import * as styles from "./preview.module.scss"

/** A claim in an entry, and where it is: a field ("intro[0]") or a line of an article's text. */
export interface ClaimAt {
  field: string
  claim: Claim
}

/**
 * What the build would refuse in the entry, said in the preview while the editor writes, so a save that would not be
 * published can be put right before it is made: each phrase, why, and the honest words to write instead.
 */
export function ClaimWarnings({ claims }: { claims: readonly ClaimAt[] }) {
  if (claims.length === 0) return null
  return (
    <div role="status" className={styles.claims} lang="en">
      <p>The website will not publish this entry as it is:</p>
      <ul>
        {claims.map(({ field, claim }, index) => (
          <li key={index}>{claimSentence(field, claim)}</li>
        ))}
      </ul>
    </div>
  )
}
