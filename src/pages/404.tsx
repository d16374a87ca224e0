import React, { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import { ButtonLink } from "../components/button-link"
import { Seo } from "../components/seo"
import { useLocale } from "../hooks/use-locale"
import { localizedPath } from "../lib/locales"
import * as styles from "./404.module.scss"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundPageYaml!
  const locale = useLocale()

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <>
      <Seo title={page.title} description={page.description} path="/404" />
      <div className={styles.notFound}>
        <h1 className={styles.code}>{page.heading}</h1>
        <p className={styles.text}>{page.text}</p>
        <ButtonLink to={localizedPath("/", locale)}>{page.homeLinkLabel}</ButtonLink>
      </div>
    </>
  )
}

export const query = graphql`
  query NotFoundPage {
    ...LayoutContent
    notFoundPageYaml {
      title
      description
      heading
      text
      homeLinkLabel
    }
  }
`
