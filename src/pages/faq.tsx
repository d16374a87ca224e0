import React, { useEffect } from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { ChevronDown } from "lucide-react"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { useStructuredData } from "../hooks/use-structured-data"
import { headingId } from "../lib/heading-id"
import { faqPage } from "../lib/structured-data"
import * as styles from "./faq.module.scss"

/** Opens the question the address points at, if it points at one. */
function openLinkedQuestion() {
  const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
  if (target instanceof HTMLDetailsElement) target.open = true
}

/**
 * Questions as native <details>: each answer is in the HTML and opens without JavaScript, and find-in-page opens the
 * one it finds. A link to /faq#a-question opens that one once the scripts run (browsers only scroll to it), whether
 * the router brought it or the browser did: a jump within the page made while the page was still hydrating reaches
 * the router too late, so the address is read from the window, now and on each hashchange.
 */
export default function FaqPage({ data, location }: PageProps<Queries.FaqPageQuery>) {
  const page = data.faqPageYaml!
  useEffect(() => {
    openLinkedQuestion()
    window.addEventListener("hashchange", openLinkedQuestion)
    return () => window.removeEventListener("hashchange", openLinkedQuestion)
  }, [location.hash])
  const { siteUrl } = useStructuredData()
  const questions = page.groups.flatMap(({ questions: group }) => group)
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} structuredData={[faqPage(questions, `${siteUrl}${location.pathname}`)]} />
      <PageIntro heading={page.heading} lead={page.lead} />
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
                  {link && <Link to={link.to}>{link.label}</Link>}
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
  query FaqPage {
    ...LayoutContent
    faqPageYaml {
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
