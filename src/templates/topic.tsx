import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import type { PageContext } from "../hooks/page-content"
import { TopicView } from "../components/topic-view"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { useStructuredData } from "../hooks/use-structured-data"
import { breadcrumbList } from "../lib/structured-data"
import { topicTrail } from "../lib/topic-trail"

export default function TopicTemplate({ data, location, pageContext }: PageProps<Queries.TopicPageQuery, PageContext>) {
  const topic = data.topicYaml!
  const library = data.articlesPageYaml!
  const site = useSite()
  const navigation = useNavigation()
  const structuredData = useStructuredData()
  const { locale } = pageContext
  const trail = topicTrail(navigation.header, locale)
  const page = { title: topic.title, description: topic.description, path: topic.path, lastReviewed: topic.lastReviewed, signedOff: topic.signedOff }
  return (
    <>
      <Seo
        title={topic.title}
        description={topic.description}
        path={location.pathname}
        structuredData={[
          structuredData.medicalWebPage(page, topic.reviewedBy),
          breadcrumbList([...trail, { label: topic.title, to: topic.path }], structuredData.siteUrl),
        ]}
      />
      <TopicView
        title={topic.title}
        intro={topic.intro}
        sections={topic.sections ?? []}
        trail={trail}
        breadcrumbLabel={site.ui.breadcrumb}
        contact={navigation.headerAction}
        review={{
          template: site.medicalReview,
          reviewer: topic.reviewedBy,
          lastReviewed: topic.lastReviewed,
          changed: topic.signedOff ? null : site.medicalReviewChanged,
        }}
        reviewDates={{ template: site.reviewDates, lastReviewed: topic.lastReviewed, nextReview: topic.nextReview }}
        articles={{ heading: library.relatedArticlesHeading, list: topic.relatedArticles, words: library.byline }}
        share={{ ...site.share, url: `${structuredData.siteUrl}${topic.path}` }}
      />
    </>
  )
}

export const query = graphql`
  query TopicPage($id: String!, $locale: String!) {
    ...LayoutContent
    topicYaml(id: { eq: $id }) {
      title
      description
      path
      reviewedBy {
        name
        qualification
        slug
      }
      lastReviewed
      nextReview
      signedOff
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
        card {
          ...CareCardContent
        }
      }
      relatedArticles {
        ...ArticleSummary
      }
    }
    articlesPageYaml(locale: { eq: $locale }) {
      relatedArticlesHeading
      byline {
        published
        readingTime
      }
    }
  }
`
