import React from "react"
import { graphql, type PageProps } from "gatsby"
import { ContactList } from "../components/contact-list"
import { OpeningHours } from "../components/opening-hours"
import { PageIntro } from "../components/page-intro"
import { Seo } from "../components/seo"
import { keptPagesId } from "../lib/offline-page"
import * as styles from "./offline.module.scss"

/**
 * What a phone with no connection shows for a page it has not kept (src/service-worker/): how to reach the centre,
 * its hours, and the pages kept on the phone, which the service worker lists in place of keptNone.
 */
export default function OfflinePage({ data, location }: PageProps<Queries.OfflinePageQuery>) {
  const page = data.offlinePageYaml!
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} unlisted />
      <PageIntro heading={page.heading} lead={page.text} />
      <div className={styles.offline}>
        <ContactList className={styles.contact} withAddress />
        <section aria-labelledby="offline-hours">
          <h2 id="offline-hours">{page.hoursHeading}</h2>
          <OpeningHours />
        </section>
        <section aria-labelledby="offline-kept">
          <h2 id="offline-kept">{page.keptHeading}</h2>
          <p id={keptPagesId} className={styles.kept}>
            {page.keptNone}
          </p>
        </section>
      </div>
    </>
  )
}

export const query = graphql`
  query OfflinePage($locale: String!) {
    ...LayoutContent
    offlinePageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      text
      hoursHeading
      keptHeading
      keptNone
    }
  }
`
