import React from "react"
import { Info, PhoneCall, Siren, type LucideIcon } from "lucide-react"
import { useSite } from "../hooks/use-site"
import type { CareCardData, CareLevel } from "../lib/care-card"
import * as styles from "./care-card.module.scss"
import { TemplateText } from "./template-text"

export type HeadingLevel = "h2" | "h3" | "h4" | "h5" | "h6"

const looks: Record<CareLevel, { icon: LucideIcon; word: "nonUrgent" | "urgent" | "emergency" }> = {
  "non-urgent": { icon: Info, word: "nonUrgent" },
  urgent: { icon: PhoneCall, word: "urgent" },
  emergency: { icon: Siren, word: "emergency" },
}

/**
 * Advice on when to get help, as the NHS's care cards give it: the level in words before the heading's one action (so
 * a screen reader, a colour-blind reader and a printout all tell the levels apart), the points that call for it, and
 * where the advice comes from.
 */
export function CareCard({ card, headingLevel: Heading }: { card: CareCardData; headingLevel: HeadingLevel }) {
  const words = useSite().careCard
  const { icon: Icon, word } = looks[card.level]
  return (
    <div className={`${styles.card} ${styles[word]}`}>
      <Heading className={styles.heading}>
        <Icon aria-hidden="true" size={22} />
        <span>
          <span className={styles.level}>{words.levels[word]}:</span> {card.heading}
        </span>
      </Heading>
      <ul className={styles.points}>
        {card.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className={styles.source}>
        <TemplateText template={words.source} values={{ source: <a href={card.source.url}>{card.source.name}</a> }} />
      </p>
    </div>
  )
}
