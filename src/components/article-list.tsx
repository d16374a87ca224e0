import React from "react"
import { graphql } from "gatsby"
import { useLocale } from "../hooks/use-locale"
import { languageName, type Locale } from "../lib/locales"
import { DateText } from "./date-text"
import { MetaLine } from "./meta-line"
import { ReadingTime } from "./reading-time"
import { TemplateText } from "./template-text"
import * as styles from "./article-list.module.scss"

export interface ArticleSummary {
  title: string
  description: string
  path: string
  datePublished: string
  readingMinutes: number
  locale: string
}

interface ArticleListProps {
  articles: readonly ArticleSummary[]
  words: { published: string; readingTime: string }
  /** h2 where the list is the page's content (/articles), h3 inside a section (a topic page). */
  headingLevel: "h2" | "h3"
}

/**
 * Articles with their descriptions, dates and reading times. One not written in the page's language is shown in
 * English, marked with its language so the reader knows before following the link. Dates, durations and language
 * names are Intl's words, which the browser may write differently from the build (see DateText).
 */
export function ArticleList({ articles, words, headingLevel: Heading }: ArticleListProps) {
  const locale = useLocale()
  return (
    <ul className={styles.list}>
      {articles.map(({ title, description, path, datePublished, readingMinutes, locale: own }) => {
        const foreign = own !== locale ? (own as Locale) : undefined
        return (
          <li key={path} className={styles.item}>
            <Heading className={styles.title} lang={foreign}>
              <a href={path} hrefLang={foreign}>
                {title}
              </a>
            </Heading>
            <p className={styles.description} lang={foreign}>
              {description}
            </p>
            <MetaLine
              className={styles.meta}
              items={[
                <TemplateText template={words.published} values={{ date: <DateText iso={datePublished} /> }} />,
                <TemplateText template={words.readingTime} values={{ duration: <ReadingTime minutes={readingMinutes} /> }} />,
                foreign && <strong className={styles.language}>{languageName(foreign, locale)}</strong>,
              ]}
            />
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  fragment ArticleSummary on ArticleMarkdown {
    title
    description
    path
    datePublished
    readingMinutes
    locale
  }
`
