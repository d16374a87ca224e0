import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ButtonLink } from "../components/button-link"
import { Seo } from "../components/seo"
import type { PageContext } from "../hooks/page-content"
import { useLocale } from "../hooks/use-locale"
import { Island } from "../islands/island"
import { localizedPath } from "../lib/locales"
import * as styles from "./404.module.scss"

export default function NotFoundPage({ data, pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const page = data.notFoundPageYaml!
  const locale = useLocale()
  return (
    <>
      <Seo title={page.title} description={page.description} />
      <div className={styles.notFound}>
        <h1 className={styles.code}>{page.heading}</h1>
        <p className={styles.text}>{page.text}</p>
        <Island name="not-found-suggestions" props={{ pages: pageContext.pages ?? [], heading: page.suggestionsHeading }} />
        <ButtonLink to={localizedPath("/", locale)}>{page.homeLinkLabel}</ButtonLink>
      </div>
    </>
  )
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...LayoutContent
    notFoundPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      text
      suggestionsHeading
      homeLinkLabel
    }
  }
`
