import React from "react"
import { graphql, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { CheckList } from "../components/check-list"
import { PageIntro } from "../components/page-intro"
import { ResponsiveImage } from "../components/responsive-image"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { StatList } from "../components/stat-list"
import { useSite } from "../hooks/use-site"
import { useStructuredData } from "../hooks/use-structured-data"
import * as styles from "./doctor.module.scss"

export default function DoctorPage({ data, location }: PageProps<Queries.DoctorPageQuery>) {
  const page = data.doctorPageYaml!
  const { founder } = useSite()
  const structuredData = useStructuredData()
  const portrait = page.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} structuredData={[structuredData.physician()]} />
      <PageIntro heading={page.heading} />
      <div className={styles.profile}>
        {portrait && <ResponsiveImage image={portrait} alt={page.imageAlt} className={styles.portrait} loading="first" />}
        <div>
          <h2 className={styles.name}>{founder.name}</h2>
          <p className={styles.credentials}>
            {founder.qualification} · {founder.role}
          </p>
          {page.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <StatList stats={page.stats} />
        </div>
      </div>
      <Section heading={page.specialisations.heading} tone="tinted">
        <CheckList items={page.specialisations.items} />
      </Section>
      <Section heading={page.vision.heading}>
        <p className={styles.vision}>{page.vision.text}</p>
      </Section>
    </>
  )
}

export const query = graphql`
  query DoctorPage($locale: String!) {
    ...LayoutContent
    doctorPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 420, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF], breakpoints: [320, 420, 640, 840])
        }
      }
      imageAlt
      bio
      stats {
        value
        label
      }
      specialisations {
        heading
        items
      }
      vision {
        heading
        text
      }
    }
  }
`
