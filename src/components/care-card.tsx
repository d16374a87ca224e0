import React from "react"
import type { LucideIcon } from "lucide-react"
import Info from "lucide-react/icons/info"
import PhoneCall from "lucide-react/icons/phone-call"
import Siren from "lucide-react/icons/siren"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import type { CareCardData, CareLevel } from "../lib/care-card"
import { latinRun } from "../lib/latin-runs"
import { defaultLocale } from "../lib/locales"
import * as styles from "./care-card.module.scss"
import { TemplateText } from "./template-text"

export type HeadingLevel = "h2" | "h3" | "h4" | "h5" | "h6"

const looks: Record<CareLevel, { icon: LucideIcon; word: "nonUrgent" | "urgent" | "emergency" }> = {
  "non-urgent": { icon: Info, word: "nonUrgent" },
  urgent: { icon: PhoneCall, word: "urgent" },
  emergency: { icon: Siren, word: "emergency" },
}

/** On a Marathi or Hindi page, the English in a source's name (its page's title) is marked so, for a screen reader's voice. */
function SourceName({ name }: { name: string }) {
  const locale = useLocale()
  if (locale === defaultLocale) return <>{name}</>
  const parts = name.split(new RegExp(`(${latinRun.source})`))
  return <>{parts.map((part, index) => (index % 2 === 1 ? <span key={index} lang={defaultLocale}>{part}</span> : part))}</>
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
        <TemplateText template={words.source} values={{ source: <a href={card.source.url}><SourceName name={card.source.name} /></a> }} />
      </p>
    </div>
  )
}
