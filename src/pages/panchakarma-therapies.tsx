import React from "react"
import { graphql, type PageProps } from "gatsby"
import ArrowLeft from "lucide-react/icons/arrow-left"
import { ButtonLink } from "../components/button-link"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { TherapyGrid } from "../components/therapy-grid"
import * as styles from "./panchakarma-therapies.module.scss"

export default function PanchakarmaTherapiesPage({ data, location }: PageProps<Queries.PanchakarmaTherapiesPageQuery>) {
  const page = data.therapiesPageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <PageIntro heading={page.heading} lead={page.lead} />
      <div className={styles.content}>
        <TherapyGrid therapies={data.therapiesYaml!.therapies} />
        <ButtonLink to={page.backLink.to} variant="outline" className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          {page.backLink.label}
        </ButtonLink>
      </div>
    </>
  )
}

export const query = graphql`
  query PanchakarmaTherapiesPage($locale: String!) {
    ...LayoutContent
    therapiesPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      backLink {
        label
        to
      }
    }
    therapiesYaml(locale: { eq: $locale }) {
      therapies {
        ...TherapyCard
      }
    }
  }
`
