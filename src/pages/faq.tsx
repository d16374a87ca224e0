import React from "react"
import { graphql, type PageProps } from "gatsby"
import ChevronDown from "lucide-react/icons/chevron-down"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { useStructuredData } from "../hooks/use-structured-data"
import { Island } from "../islands/island"
import { headingId } from "../lib/heading-id"
import { faqPage } from "../lib/structured-data"
import * as styles from "./faq.module.scss"

/**
 * Questions as native <details>: each answer is in the HTML and opens without JavaScript, and find-in-page opens the
 * one it finds. A link to /faq#a-question opens that one once the page's island runs (LinkedQuestionOpener).
 */
export default function FaqPage({ data, location }: PageProps<Queries.FaqPageQuery>) {
  const page = data.faqPageYaml!
  const { siteUrl } = useStructuredData()
  const questions = page.groups.flatMap(({ questions: group }) => group)
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} structuredData={[faqPage(questions, `${siteUrl}${location.pathname}`)]} />
      <PageIntro heading={page.heading} lead={page.lead} />
      <Island name="linked-question-opener" props={{}} />
      <div className={styles.body}>
        {page.groups.map(({ heading, questions: group }) => (
          <section key={heading} aria-labelledby={`group-${headingId(heading)}`}>
            <h2 id={`group-${headingId(heading)}`}>{heading}</h2>
            {group.map(({ question, answer, link }) => (
              <details key={question} id={headingId(question)} className={styles.question}>
                <summary>
                  <span>{question}</span>
                  <ChevronDown aria-hidden="true" size={20} />
                </summary>
                <div className={styles.answer}>
                  {answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {link && <a href={link.to}>{link.label}</a>}
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </>
  )
}

export const query = graphql`
  query FaqPage($locale: String!) {
    ...LayoutContent
    faqPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      groups {
        heading
        questions {
          question
          answer
          link {
            label
            to
          }
        }
      }
    }
  }
`
