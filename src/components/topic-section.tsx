import React from "react"
import type { CareCardData } from "../lib/care-card"
import { CareCard } from "./care-card"
import { CheckList } from "./check-list"
import { FeatureCards } from "./feature-cards"
import { Section } from "./section"
import { StepList } from "./step-list"
import * as styles from "./topic-section.module.scss"

/** One section of a topic page, as its query returns it; schemas/topic.schema.json says which list each kind has. */
export type TopicSectionData = NonNullable<NonNullable<Queries.TopicPageQuery["topicYaml"]>["sections"]>[number]

function SectionBody({ section }: { section: TopicSectionData }) {
  switch (section.kind) {
    case "text":
      return (
        <div className={styles.text}>
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )
    case "cards":
      return <FeatureCards cards={section.cards ?? []} />
    case "steps":
      return <StepList steps={section.steps ?? []} />
    case "list":
      return <CheckList items={section.points ?? []} />
    case "phases":
      return (
        <ol className={styles.phases}>
          {(section.phases ?? []).map(({ title, duration, text }) => (
            <li key={title} className={styles.phase}>
              <h3 className={styles.phaseTitle}>{title}</h3>
              <p className={styles.duration}>{duration}</p>
              <p className={styles.phaseText}>{text}</p>
            </li>
          ))}
        </ol>
      )
    default:
      throw new Error(`Unknown topic section kind: ${JSON.stringify(section.kind)}`)
  }
}

/** A section, or a care card of advice on when to get help, which is its own heading and its own band. */
export function TopicSection({ section, tone }: { section: TopicSectionData; tone: "plain" | "tinted" }) {
  if (section.kind === "care") {
    // In the editor's preview, a care section being written names no card yet.
    if (!section.card) return null
    return (
      <div className={styles.care}>
        <CareCard card={section.card as CareCardData} headingLevel="h2" />
      </div>
    )
  }
  return (
    <Section heading={section.heading ?? ""} intro={section.intro} tone={tone}>
      <SectionBody section={section} />
    </Section>
  )
}
