import React from "react"
import { claimMessage, claimsIn, type Claim } from "../../../core/browser"
import type { Locale } from "../../lib/locales"
import * as styles from "./preview.module.scss"

/** What the build would say of an entry: what it refuses, and the sentences it holds for the founder's approval. */
export interface Warnings {
  refused: string[]
  held: string[]
}

/** Claims as the build words them, in the page's language (without the file's name), by verdict. */
export function claimWarnings(claims: readonly { where: string; claim: Claim }[], locale: Locale): Warnings {
  const worded = (verdict: Claim["verdict"]) =>
    claims.filter(({ claim }) => claim.verdict === verdict).map(({ where, claim }) => claimMessage(where, claim, locale))
  return { refused: worded("refused"), held: worded("held") }
}

/** The claims in an entry's fields. */
export function fieldWarnings(data: unknown, locale: Locale): Warnings {
  return claimWarnings(
    claimsIn(data, locale).map(({ field, claim }) => ({ where: field, claim })),
    locale,
  )
}

const headings: Record<Locale, Record<keyof Warnings, string>> = {
  en: { refused: "The website will not publish this entry as it is:", held: "The website publishes these sentences once the founder approves them:" },
  mr: { refused: "ही नोंद आहे तशी वेबसाइट प्रकाशित करणार नाही:", held: "संस्थापकांनी मंजूर केल्यावरच वेबसाइट ही वाक्ये प्रकाशित करेल:" },
  hi: { refused: "वेबसाइट यह प्रविष्टि ऐसे ही प्रकाशित नहीं करेगी:", held: "संस्थापक की मंज़ूरी के बाद ही वेबसाइट ये वाक्य प्रकाशित करेगी:" },
}

/**
 * What the build would refuse in the entry, and what it holds for the founder, said in the preview in the language
 * being edited while the editor writes, so a save that would not be published can be put right before it is made.
 */
export function PublishWarnings({ warnings, locale }: { warnings: Warnings; locale: Locale }) {
  const lists = (["refused", "held"] as const).filter((verdict) => warnings[verdict].length > 0)
  if (lists.length === 0) return null
  return (
    <div role="status" className={styles.problems} lang={locale}>
      {lists.map((verdict) => (
        <React.Fragment key={verdict}>
          <p>{headings[locale][verdict]}</p>
          <ul>
            {warnings[verdict].map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </React.Fragment>
      ))}
    </div>
  )
}
