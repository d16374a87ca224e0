import React from "react"
import type { CustomPreviewTemplateProps } from "@sveltia/cms"
import { TherapyGrid } from "../../components/therapy-grid"
import { entryContent, previewLocale, type PreviewEntry } from "./entry-content"
import { linkInPreview, previewContent } from "./preview-content"
import { PreviewFrame } from "./preview-frame"
import { fieldWarnings } from "./publish-warnings"
import { usePreviewPictures, type GetAsset } from "./preview-image"
import * as styles from "./preview.module.scss"

interface TherapyEntry {
  id?: string
  name?: string
  description?: string
  image?: string
  imageAlt?: string
  topic?: string
}

/** The Panchakarma cards as /panchakarma-therapies shows them, each with its current picture. */
export function TherapiesPreview({ entry, document, getAsset }: CustomPreviewTemplateProps) {
  const locale = previewLocale(entry as PreviewEntry)
  const { therapies = [] } = entryContent<{ therapies?: TherapyEntry[] }>(entry as PreviewEntry, locale)
  const picture = usePreviewPictures(
    getAsset as GetAsset,
    therapies.map(({ image }) => image),
  )
  const cards = therapies.map((therapy, index) => ({
    id: therapy.id || String(index),
    name: therapy.name ?? "",
    description: therapy.description ?? "",
    imageAlt: therapy.imageAlt ?? "",
    topic: therapy.topic ? { path: linkInPreview(`/${therapy.topic}`, locale) } : null,
    image: { childImageSharp: { gatsbyImageData: picture(index, 560, 420) } },
  }))
  return (
    <PreviewFrame document={document} content={previewContent.frames[locale]} warnings={fieldWarnings({ therapies }, locale)}>
      <div className={styles.page}>
        <TherapyGrid therapies={cards as unknown as Queries.TherapyCardFragment[]} />
      </div>
    </PreviewFrame>
  )
}
