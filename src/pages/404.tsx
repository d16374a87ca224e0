import React, { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import { ButtonLink } from "../components/button-link"
import { Seo } from "../components/seo"
import * as styles from "./404.module.scss"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.notFoundPageYaml!

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <>
      <Seo title={page.title} description={page.description} path="/404" />
      <div className={styles.notFound}>
        <h1 className={styles.code}>{page.heading}</h1>
        <p className={styles.text}>{page.text}</p>
        <ButtonLink to="/">{page.homeLinkLabel}</ButtonLink>
      </div>
    </>
  )
}

export const query = graphql`
  query NotFoundPage {
    notFoundPageYaml {
      title
      description
      heading
      text
      homeLinkLabel
    }
  }
`
