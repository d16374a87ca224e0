import React from "react"
import { graphql } from "gatsby"
import type { LucideIcon } from "lucide-react"
import Info from "lucide-react/icons/info"
import PhoneCall from "lucide-react/icons/phone-call"
import Siren from "lucide-react/icons/siren"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { careFactNames, careFactText, phoneFacts, type CareCardData, type CareFacts, type CareLevel } from "../lib/care-card"
import { latinRun } from "../lib/latin-runs"
import { defaultLocale, type Locale } from "../lib/locales"
import * as styles from "./care-card.module.scss"
import { DateText } from "./date-text"
import { TemplateText } from "./template-text"

export type HeadingLevel = "h2" | "h3" | "h4" | "h5" | "h6"

const icons: Record<CareLevel, LucideIcon> = { advice: Info, urgent: PhoneCall, immediate: Siren }

/** On a Marathi or Hindi page, the English in a source's title is marked so, for a screen reader's voice. */
function MarkedEnglish({ text }: { text: string }) {
  const locale = useLocale()
  if (locale === defaultLocale) return <>{text}</>
  const parts = text.split(new RegExp(`(${latinRun.source})`))
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang={defaultLocale}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  )
}

/** What stands in a card's words for each fact it names: a phone number as a link that calls it, a temperature. */
function factValues(facts: CareFacts, locale: Locale): Record<string, React.ReactNode> {
  return Object.fromEntries(
    careFactNames.map((name) => {
      const text = careFactText(name, facts, locale)
      return [name, phoneFacts.includes(name) ? <a href={`tel:${facts[name]}`}>{text}</a> : <span className={styles.fact}>{text}</span>]
    }),
  )
}

/**
 * Advice on when to get help, as the NHS's care cards give it: the level in words before the heading's one action (so
 * a screen reader, a colour-blind reader and a printout all tell the levels apart), the points that call for it, whom
 * to call and what to do if they cannot be reached, and the pages the card follows. Numbers and temperatures come
 * from the site's facts, never from the card's own words.
 */
export function CareCard({ card, headingLevel: Heading }: { card: CareCardData; headingLevel: HeadingLevel }) {
  const { careCard: words, careFacts } = useSite()
  const values = factValues(careFacts as CareFacts, useLocale())
  const filled = (text: string) => <TemplateText template={text} values={values} />
  const Icon = icons[card.level]
  return (
    <div className={`${styles.card} ${styles[card.level]}`}>
      <Heading className={styles.heading}>
        <Icon aria-hidden="true" size={22} />
        <span>
          <span className={styles.level}>{words.levels[card.level]}:</span> {filled(card.heading)}
        </span>
      </Heading>
      <ul className={styles.points}>
        {card.points.map((point) => (
          <li key={point}>{filled(point)}</li>
        ))}
      </ul>
      {card.call && (
        <div className={styles.call}>
          <p>
            <TemplateText template={words.whom} values={{ whom: filled(card.call.whom) }} />
          </p>
          <p>{filled(card.call.otherwise)}</p>
        </div>
      )}
      {card.notes && card.notes.length > 0 && (
        <ul className={styles.notes}>
          {card.notes.map((note) => (
            <li key={note}>{filled(note)}</li>
          ))}
        </ul>
      )}
      <p className={styles.sources}>
        <TemplateText
          template={words.sources}
          values={{
            sources: card.sources.map(({ title, publisher, url, read }, index) => (
              <React.Fragment key={url}>
                {index > 0 && "; "}
                <TemplateText
                  template={words.read}
                  values={{
                    source: (
                      <a href={url}>
                        {publisher}: <MarkedEnglish text={title} />
                      </a>
                    ),
                    date: <DateText iso={read} />,
                  }}
                />
              </React.Fragment>
            )),
          }}
        />
      </p>
      {card.signedOff === false && <p className={styles.notSignedOff}>{words.notSignedOff}</p>}
    </div>
  )
}

/** What a page asks of a care card it shows (content/care-cards), in the page's language. */
export const query = graphql`
  fragment CareCardContent on CareCardYaml {
    level
    heading
    points
    call {
      whom
      otherwise
    }
    notes
    sources {
      title
      publisher
      url
      read
    }
    signedOff
  }
`
