import React, { type ComponentProps } from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "./responsive-image"
import * as styles from "./therapy-card.module.scss"

interface TherapyCardProps {
  therapy: Queries.TherapyCardFragment
  loading?: ComponentProps<typeof ResponsiveImage>["loading"]
}

/** A Panchakarma therapy: its picture, name and description, linking to its topic page when it has one. */
export function TherapyCard({ therapy, loading }: TherapyCardProps) {
  const image = therapy.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
  return (
    <li className={styles.card}>
      {image && <ResponsiveImage image={image} alt={therapy.imageAlt} className={styles.image} loading={loading} />}
      <div className={styles.body}>
        <h2 className={styles.name}>
          {therapy.topic ? (
            <a href={therapy.topic.path} className={styles.link}>
              {therapy.name}
            </a>
          ) : (
            therapy.name
          )}
        </h2>
        <p className={styles.description}>{therapy.description}</p>
      </div>
    </li>
  )
}

export const query = graphql`
  fragment TherapyCard on TherapiesYamlTherapies {
    id
    name
    description
    topic {
      path
    }
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 560
          aspectRatio: 1.333
          placeholder: BLURRED
          formats: [AUTO, WEBP, AVIF]
          breakpoints: [320, 400, 560, 800, 1120]
        )
      }
    }
  }
`
