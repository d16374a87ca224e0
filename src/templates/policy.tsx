import React from "react"
import { graphql, type PageProps } from "gatsby"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import * as styles from "./policy.module.scss"

export default function PolicyTemplate({ data, location }: PageProps<Queries.PolicyPageQuery>) {
  const page = data.policyPageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <PageIntro heading={page.heading} lead={page.description} />
      <div className={styles.body}>
        {page.sections.map(({ heading, paragraphs }) => (
          <section key={heading}>
            <h2>{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  query PolicyPage($id: String!) {
    policyPageYaml(id: { eq: $id }) {
      title
      description
      heading
      sections {
        heading
        paragraphs
      }
    }
  }
`
