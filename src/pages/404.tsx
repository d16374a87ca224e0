import React, { useEffect, useState } from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { ButtonLink } from "../components/button-link"
import { Seo } from "../components/seo"
import type { PageContext } from "../hooks/page-content"
import { useLocale } from "../hooks/use-locale"
import { localizedPath, splitLocalizedPath } from "../lib/locales"
import { similarPages, type TitledPage } from "../lib/similar-pages"
import * as styles from "./404.module.scss"

export default function NotFoundPage({ data, location, pageContext }: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  const page = data.notFoundPageYaml!
  const locale = useLocale()
  // The address asked for is known only in the browser: the built page is the same for every unknown address.
  const [suggestions, setSuggestions] = useState<TitledPage[]>([])

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
    setSuggestions(similarPages(splitLocalizedPath(location.pathname).route, pageContext.pages ?? []))
  }, [location.pathname, pageContext.pages])

  return (
    <>
      <Seo title={page.title} description={page.description} />
      <div className={styles.notFound}>
        <h1 className={styles.code}>{page.heading}</h1>
        <p className={styles.text}>{page.text}</p>
        {suggestions.length > 0 && (
          <nav className={styles.suggestions} aria-labelledby="suggestions">
            <h2 id="suggestions">{page.suggestionsHeading}</h2>
            <ul>
              {suggestions.map(({ path, title }) => (
                <li key={path}>
                  <Link to={path}>{title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
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
      suggestionsHeading
      homeLinkLabel
    }
  }
`
