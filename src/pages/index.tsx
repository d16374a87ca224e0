import React from "react"
import { graphql, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { BookingButton } from "../components/booking-button"
import { ButtonLink } from "../components/button-link"
import { CardGrid } from "../components/card-grid"
import { FeatureCard } from "../components/feature-card"
import { ResponsiveImage } from "../components/responsive-image"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { StatList } from "../components/stat-list"
import { useStructuredData } from "../hooks/use-structured-data"
import * as styles from "./index.module.scss"

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = data.homePageYaml!
  const heroImage = page.hero.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  const structuredData = useStructuredData()
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} structuredData={[structuredData.clinic(), structuredData.webSite()]} />
      <section id="home" className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.heritage}>{page.hero.heritage}</p>
            <h1 id="home-heading">{page.hero.heading}</h1>
            <p className={styles.lead}>{page.hero.lead}</p>
            <div className={styles.actions}>
              <BookingButton label={page.hero.bookingLabel} />
              <ButtonLink to={page.hero.therapiesLink.to} variant="outline">
                {page.hero.therapiesLink.label}
              </ButtonLink>
            </div>
          </div>
          {heroImage && <ResponsiveImage image={heroImage} alt={page.hero.imageAlt} className={styles.heroImage} loading="eager" />}
        </div>
        <div className={styles.stats}>
          <StatList stats={page.stats} />
        </div>
      </section>

      <Section heading={page.overview.heading} intro={page.overview.intro}>
        <CardGrid>
          {page.overview.cards.map((card) => (
            <FeatureCard key={card.to} title={card.title} text={card.text} icon={card.icon} link={{ to: card.to, label: card.linkLabel }} />
          ))}
        </CardGrid>
      </Section>

      <Section heading={page.cancerTypes.heading} intro={page.cancerTypes.intro} tone="tinted">
        <CardGrid>
          {data.cancerTypesYaml!.categories.map(({ category, icon, types }) => (
            <FeatureCard key={category} title={category} icon={icon}>
              <ul className={styles.tags}>
                {types.map((type) => (
                  <li key={type}>{type}</li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>

      <Section heading={page.organs.heading} intro={page.organs.intro}>
        <CardGrid minWidth="wide">
          {data.organsYaml!.organs.map(({ organ, description, treatments }) => (
            <FeatureCard key={organ} title={organ} text={description}>
              <ul className={styles.treatments}>
                {treatments.map((treatment) => (
                  <li key={treatment}>{treatment}</li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export const query = graphql`
  query HomePage($locale: String!) {
    ...LayoutContent
    homePageYaml(locale: { eq: $locale }) {
      title
      description
      hero {
        heritage
        heading
        lead
        bookingLabel
        therapiesLink {
          label
          to
        }
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 640, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF], breakpoints: [360, 480, 640, 960, 1280])
          }
        }
        imageAlt
      }
      stats {
        value
        label
      }
      overview {
        heading
        intro
        cards {
          title
          text
          icon
          to
          linkLabel
        }
      }
      cancerTypes {
        heading
        intro
      }
      organs {
        heading
        intro
      }
    }
    cancerTypesYaml(locale: { eq: $locale }) {
      categories {
        category
        icon
        types
      }
    }
    organsYaml(locale: { eq: $locale }) {
      organs {
        organ
        description
        treatments
      }
    }
  }
`
