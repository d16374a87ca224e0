import React from "react"
import { graphql, type PageProps } from "gatsby"
import { CardGrid } from "../components/card-grid"
import { FeatureCard } from "../components/feature-card"
import { PageIntro } from "../components/page-intro"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { StepList } from "../components/step-list"
import * as styles from "./services.module.scss"

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <PageIntro heading={page.heading} lead={page.lead} />
      <Section heading={page.categoriesHeading}>
        <CardGrid minWidth="wide">
          {data.servicesYaml!.categories.map(({ title, description, icon, specialties }) => (
            <FeatureCard key={title} title={title} text={description} icon={icon}>
              <ul className={styles.specialties}>
                {specialties.map(({ name, link }) => (
                  <li key={link}>
                    <a href={link}>{name}</a>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section heading={page.philosophy.heading} intro={page.philosophy.intro} tone="tinted">
        <StepList steps={page.philosophy.steps} />
      </Section>
      <Section heading={page.diseaseManagement.heading} intro={page.diseaseManagement.intro} tone="sand">
        <CardGrid>
          {page.diseaseManagement.items.map(({ title, text, icon, to, linkLabel }) => (
            <FeatureCard key={title} title={title} text={text} icon={icon} link={{ to, label: linkLabel }} />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export const query = graphql`
  query ServicesPage($locale: String!) {
    ...LayoutContent
    servicesPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      categoriesHeading
      philosophy {
        heading
        intro
        steps {
          title
          text
        }
      }
      diseaseManagement {
        heading
        intro
        items {
          title
          text
          icon
          to
          linkLabel
        }
      }
    }
    servicesYaml(locale: { eq: $locale }) {
      categories {
        title
        description
        icon
        specialties {
          name
          link
        }
      }
    }
  }
`
