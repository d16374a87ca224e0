import React from "react"
import type { Root } from "hast"
import ArrowRight from "lucide-react/icons/arrow-right"
import { ArticleByline, type ArticleBylineProps } from "./article-byline"
import { Breadcrumb } from "./breadcrumb"
import { ButtonLink } from "./button-link"
import { MarkdownBody, type BodyPicture } from "./markdown-body"
import { PageIntro } from "./page-intro"
import { ReviewDates, type ReviewDatesProps } from "./review-dates"
import { ShareLink, type ShareLinkProps } from "./share-link"
import * as styles from "./article-view.module.scss"

type PageLink = { label: string; to: string }

export interface ArticleViewProps {
  title: string
  description: string
  trail: readonly PageLink[]
  /** What a screen reader calls the breadcrumb, in the page's language. */
  breadcrumbLabel: string
  byline: ArticleBylineProps
  body: Root
  reviewDates: ReviewDatesProps
  pictures: readonly BodyPicture[]
  relatedTopics: { heading: string; topics: readonly { title: string; path: string }[] }
  notAdvice: string
  /** The link that passes the article on by WhatsApp: its words and the article's absolute address. */
  share: Omit<ShareLinkProps, "title">
  contact: PageLink
}

/**
 * An article from plain data: breadcrumb, its one h1 and summary, who wrote and reviewed it, the text, when it was
 * reviewed and is next due, a reminder that it is not personal advice, a link to pass it on, the topic pages it belongs with, and the way to book.
 */
export function ArticleView({
  title,
  description,
  trail,
  breadcrumbLabel,
  byline,
  body,
  reviewDates,
  pictures,
  relatedTopics,
  notAdvice,
  share,
  contact,
}: ArticleViewProps) {
  return (
    <article>
      <PageIntro heading={title} lead={description} eyebrow={<Breadcrumb trail={trail} current={title} label={breadcrumbLabel} />}>
        <ArticleByline {...byline} />
      </PageIntro>
      <div className={styles.content}>
        <MarkdownBody tree={body} pictures={pictures} />
        <ReviewDates {...reviewDates} />
        <p className={styles.notAdvice}>{notAdvice}</p>
        <ShareLink {...share} title={title} />
        <nav className={styles.related} aria-labelledby="related-topics">
          <h2 id="related-topics">{relatedTopics.heading}</h2>
          <ul>
            {relatedTopics.topics.map(({ title: topic, path }) => (
              <li key={path}>
                <a href={path}>{topic}</a>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to={contact.to}>
          {contact.label}
          <ArrowRight aria-hidden="true" size={18} />
        </ButtonLink>
      </div>
    </article>
  )
}
