import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContactList } from "../components/contact-list"
import { DateText } from "../components/date-text"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { TemplateText } from "../components/template-text"
import { useSite } from "../hooks/use-site"
import * as styles from "./policy.module.scss"

export default function PolicyTemplate({ data, location }: PageProps<Queries.PolicyPageQuery>) {
  const page = data.policyPageYaml!
  const { privacyContact } = useSite()
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} />
      <PageIntro heading={page.heading} lead={page.description} />
      <div className={styles.body}>
        {page.sections.map(({ heading, paragraphs, points, privacyContact: showsContact, contactChannels }) => (
          <section key={heading}>
            <h2>{heading}</h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {points && (
              <ul>
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {contactChannels && <ContactList className={styles.channels} />}
            {showsContact && (
              <p className={styles.contact}>
                {privacyContact.name}
                <br />
                <a href={`mailto:${privacyContact.email}`}>{privacyContact.email}</a>
              </p>
            )}
          </section>
        ))}
        {page.lastReview && (
          <p className={styles.review}>
            <TemplateText template={page.lastReview.text} values={{ date: <DateText iso={page.lastReview.date} /> }} />
          </p>
        )}
      </div>
    </>
  )
}

export const query = graphql`
  query PolicyPage($id: String!, $locale: String!) {
    ...LayoutContent
    policyPageYaml(id: { eq: $id }) {
      title
      description
      heading
      sections {
        heading
        paragraphs
        points
        privacyContact
        contactChannels
      }
      lastReview {
        date
        text
      }
    }
  }
`
