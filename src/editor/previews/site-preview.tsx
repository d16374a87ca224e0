import React from "react"
import type { CustomPreviewTemplateProps } from "@sveltia/cms"
import { Disclaimer } from "../../components/disclaimer"
import { Footer } from "../../components/footer"
import { TopBar } from "../../components/top-bar"
import type { PageContent } from "../../hooks/page-content"
import { entryContent, previewLocale, type PreviewEntry } from "./entry-content"
import { previewContent } from "./preview-content"
import { PreviewFrame } from "./preview-frame"
import { fieldWarnings } from "./publish-warnings"

/**
 * The centre's facts where every page shows them: the strip at the top (phone, e-mail), and the disclaimer and
 * footer at the bottom (hours and whether the centre is open now, phones, address, what the centre does not claim).
 */
export function SitePreview({ entry, document }: CustomPreviewTemplateProps) {
  const locale = previewLocale(entry as PreviewEntry)
  const frame = previewContent.frames[locale]
  const facts = entryContent<PageContent["site"]>(entry as PreviewEntry, locale)
  const site = { ...facts, founder: frame.site.founder }
  return (
    <PreviewFrame document={document} content={{ ...frame, site }} warnings={fieldWarnings(facts, locale)}>
      <TopBar />
      <Disclaimer />
      <Footer />
    </PreviewFrame>
  )
}
