import React from "react"
import type { CustomPreviewTemplateProps } from "@sveltia/cms"
import { CareCard } from "../../components/care-card"
import { careLevels, type CareCardData } from "../../lib/care-card"
import { entryContent, previewLocale, type PreviewEntry } from "./entry-content"
import { isSignedOffInPreview, previewContent } from "./preview-content"
import { PreviewFrame } from "./preview-frame"
import { fieldWarnings } from "./publish-warnings"
import * as styles from "./preview.module.scss"

/** A care card as every page that shows it draws it, with the site's facts in place of {emergency} and {feverFrom}. */
export function CareCardPreview({ entry, document }: CustomPreviewTemplateProps) {
  const locale = previewLocale(entry as PreviewEntry)
  const card = entryContent<Partial<CareCardData>>(entry as PreviewEntry, locale)
  // A card being written may not yet have a level, or any points or sources.
  const drawn: CareCardData = {
    level: careLevels.includes(card.level as CareCardData["level"]) ? card.level! : "advice",
    heading: card.heading ?? "",
    points: card.points ?? [],
    call: card.call?.whom && card.call.otherwise ? card.call : null,
    notes: card.notes ?? [],
    sources: (card.sources ?? []).filter((source) => source.url && source.read),
    signedOff: isSignedOffInPreview(entry as PreviewEntry, "care-card"),
  }
  return (
    <PreviewFrame document={document} content={previewContent.frames[locale]} warnings={fieldWarnings(card, locale)}>
      <div className={styles.page}>
        <CareCard card={drawn} headingLevel="h2" />
      </div>
    </PreviewFrame>
  )
}
