import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import { TopicView } from "../components/topic-view"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { useSiteAddresses } from "../hooks/use-site-addresses"
import { breadcrumbList, medicalWebPage } from "../lib/structured-data"

const breadcrumbRoutes = ["/", "/services"]

export default function TopicTemplate({ data, location }: PageProps<Queries.TopicPageQuery>) {
  const topic = data.topicYaml!
  const site = useSite()
  const navigation = useNavigation()
  const { siteUrl } = useSiteAddresses()
  const trail = navigation.header.filter(({ to }) => breadcrumbRoutes.includes(to))
  const page = { title: topic.title, description: topic.description, path: location.pathname, lastReviewed: topic.lastReviewed }
  return (
    <>
      <Seo
        title={topic.title}
        description={topic.description}
        path={location.pathname}
        structuredData={[
          medicalWebPage(page, topic.reviewedBy, siteUrl),
          breadcrumbList([...trail, { label: topic.title, to: location.pathname }], siteUrl),
        ]}
      />
      <TopicView
        title={topic.title}
        intro={topic.intro}
        sections={topic.sections ?? []}
        trail={trail}
        contact={navigation.headerAction}
        review={{ template: site.medicalReview, reviewer: topic.reviewedBy, lastReviewed: topic.lastReviewed }}
      />
    </>
  )
}

export const query = graphql`
  query TopicPage($id: String!) {
    topicYaml(id: { eq: $id }) {
      title
      description
      reviewedBy {
        name
        qualification
        fields {
          slug
        }
      }
      lastReviewed
      intro
      sections {
        kind
        heading
        intro
        paragraphs
        cards {
          title
          text
          icon
        }
        steps {
          title
          text
        }
        points
        phases {
          title
          duration
          text
        }
      }
    }
  }
`
