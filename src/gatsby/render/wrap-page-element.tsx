import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { Layout } from "../../components/layout"
import { PageContentProvider, type PageContext } from "../../hooks/page-content"
import { defaultLocale } from "../../lib/locales"

/**
 * Every page inside its frame (the shared layout, in the page's language). The frame's words come from the page's own
 * query (LayoutContent) and its locale from its context.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const data = props.data as Partial<Queries.LayoutContentFragment> | undefined
  const { locale = defaultLocale, alternates = [], homes = [] } = props.pageContext as Partial<PageContext>
  // Gatsby's own pages (the development 404 page) have no frame.
  if (!data?.siteYaml || !data.navigationYaml || !data.site?.buildYear) return element
  const content = { locale, alternates, homes, site: data.siteYaml, navigation: data.navigationYaml, buildYear: data.site.buildYear }
  return (
    <PageContentProvider value={content}>
      <Layout currentPath={props.location.pathname}>{element}</Layout>
    </PageContentProvider>
  )
}
