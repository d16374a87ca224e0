import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ArticleList } from "../components/article-list"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import * as styles from "./articles.module.scss"

export default function ArticlesPage({ data, location }: PageProps<Queries.ArticlesPageQuery>) {
  const page = data.articlesPageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <PageIntro heading={page.heading} lead={page.lead} />
      <div className={styles.library}>
        <ArticleList articles={data.articleLibrary} words={page.byline} headingLevel="h2" />
      </div>
    </>
  )
}

export const query = graphql`
  query ArticlesPage($locale: String!) {
    ...LayoutContent
    articlesPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      byline {
        published
        readingTime
      }
    }
    articleLibrary(locale: $locale) {
      ...ArticleSummary
    }
  }
`
