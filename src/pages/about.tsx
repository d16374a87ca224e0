import React from "react"
import { graphql, type PageProps } from "gatsby"
import { FeatureCards } from "../components/feature-cards"
import { PageIntro } from "../components/page-intro"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { StatList } from "../components/stat-list"
import * as styles from "./about.module.scss"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.aboutPageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <div id="about">
        <PageIntro heading={page.heading} lead={page.lead} />
        <div className={styles.body}>
          <div className={styles.text}>
            {page.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StatList stats={page.stats} />
        </div>
      </div>
      <Section heading={page.values.heading} tone="tinted">
        <FeatureCards cards={page.values.items} />
      </Section>
    </>
  )
}

export const query = graphql`
  query AboutPage($locale: String!) {
    ...LayoutContent
    aboutPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      body
      stats {
        value
        label
      }
      values {
        heading
        items {
          title
          text
        }
      }
    }
  }
`
