import { graphql, useStaticQuery } from "gatsby"

/** The centre's facts from content/site.yaml. */
export function useSite(): NonNullable<Queries.SiteFactsQuery["siteYaml"]> {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      siteYaml {
        name
        logoText
        logoSubtext
        description
        url
        founder {
          name
          qualification
          role
          fields {
            slug
          }
        }
        phones {
          whatsapp
          calls
        }
        email
        privacyContact {
          name
          email
        }
        address {
          street
          locality
          region
          postalCode
          country
        }
        established
        medicalSpecialty
        establishedLabel
        heritage
        hours {
          dayOfWeek
          opens
          closes
        }
        emergencyHours
        emergencyNote
        claims
        whatsappGreetings {
          booking
          question
        }
        footer {
          about
          claimsHeading
          contactHeading
          linksHeading
        }
        medicalReview
        disclaimer {
          heading
          text
          link {
            label
            to
          }
        }
        booking {
          title
          intro
          labels {
            name
            email
            date
            message
            phone
          }
          hints {
            phone
            message
          }
          submit
          cancel
          errors {
            nameRequired
            emailRequired
            emailInvalid
            dateRequired
            datePast
            phoneRequired
            phoneInvalid
            messageTooLong
          }
          errorSummary
          blocked
          blockedLink
          messageLabels {
            heading
            name
            email
            date
            message
            phone
          }
        }
      }
    }
  `)
  if (!data.siteYaml) throw new Error("content/site.yaml is missing")
  return data.siteYaml
}

export type SiteFacts = ReturnType<typeof useSite>
