import React from "react"
import { graphql, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Root } from "hast"
import { ArticleView } from "../components/article-view"
import { Seo } from "../components/seo"
import type { PageContext } from "../hooks/page-content"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { useStructuredData } from "../hooks/use-structured-data"
import { localizedPath } from "../lib/locales"
import { breadcrumbList } from "../lib/structured-data"

export default function ArticleTemplate({ data, location, pageContext }: PageProps<Queries.ArticlePageQuery, PageContext>) {
  const article = data.articleMarkdown!
  const library = data.articlesPageYaml!
  const site = useSite()
  const navigation = useNavigation()
  const structuredData = useStructuredData()
  const { locale } = pageContext
  const home = navigation.header.find(({ to }) => to === localizedPath("/", locale))
  const trail = [...(home ? [home] : []), { label: library.heading, to: library.path }]
  return (
    <>
      <Seo
        title={article.title}
        description={article.description}
        path={location.pathname}
        article={{ published: article.datePublished, modified: article.dateModified ?? article.datePublished }}
        structuredData={[
          structuredData.medicalWebPage(article, article.reviewedBy, article.author),
          breadcrumbList([...trail, { label: article.title, to: article.path }], structuredData.siteUrl),
        ]}
      />
      <ArticleView
        title={article.title}
        description={article.description}
        trail={trail}
        breadcrumbLabel={site.ui.breadcrumb}
        byline={{
          author: article.author,
          reviewer: article.reviewedBy,
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          lastReviewed: article.lastReviewed,
          readingMinutes: article.readingMinutes,
          words: library.byline,
          reviewTemplate: site.medicalReview,
          reviewChanged: article.signedOff ? null : site.medicalReviewChanged,
        }}
        body={article.body as unknown as Root}
        reviewDates={{ template: site.reviewDates, lastReviewed: article.lastReviewed, nextReview: article.nextReview }}
        pictures={article.bodyPictures.flatMap(({ src, image }) => {
          const data = image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined
          return data ? [{ src, image: data }] : []
        })}
        relatedTopics={{ heading: library.relatedTopicsHeading, topics: article.related }}
        notAdvice={library.notAdvice}
        share={{ ...site.share, url: `${structuredData.siteUrl}${article.path}` }}
        contact={navigation.headerAction}
      />
    </>
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $locale: String!) {
    ...LayoutContent
    articleMarkdown(id: { eq: $id }) {
      title
      description
      path
      datePublished
      dateModified
      lastReviewed
      signedOff
      nextReview
      readingMinutes
      author {
        name
        qualification
        slug
      }
      reviewedBy {
        name
        qualification
        slug
      }
      related {
        title
        path
      }
      body
      bodyPictures {
        src
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 672, placeholder: NONE, formats: [AUTO, WEBP, AVIF], breakpoints: [320, 480, 672, 1000, 1344])
          }
        }
      }
    }
    articlesPageYaml(locale: { eq: $locale }) {
      heading
      path
      relatedTopicsHeading
      notAdvice
      byline {
        writtenBy
        writtenAndReviewedBy
        published
        updated
        readingTime
      }
    }
  }
`
