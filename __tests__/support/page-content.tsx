import React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { SchemaSet } from "../../src/gatsby/content/schemas"
import * as inLanguage from "../../src/gatsby/pages/content-in-language"
import { PageContentProvider, type PageContent } from "../../src/hooks/page-content"
import type { Locale } from "../../src/lib/locales"
import { realContentDir, realSchemaDir } from "./content-copy"

const schemas = new SchemaSet(realSchemaDir)

/** A content file as a page in `locale` reads it: its translation's words over the English facts, as GraphQL gives them. */
export function contentIn<T>(relativePath: string, schema: string, locale: Locale = "en"): T {
  return inLanguage.contentIn<T>(realContentDir, schemas, relativePath, schema, locale)
}

/** What the page frame of a page in `locale` gets from its query (LayoutContent), from the real content. */
export function pageContent(locale: Locale = "en"): PageContent {
  return inLanguage.pageContent(realContentDir, schemas, locale)
}

/** The site's address and share image, which useSiteAddresses asks useStaticQuery for. */
function provideSiteAddresses() {
  ;(useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.example.com" } },
    file: { childImageSharp: { resize: { src: "/static/share.jpg", width: 1200, height: 630 } } },
  })
}

/**
 * Renders a component inside the page frame's content, as every page of the site is rendered; `siteChanges` stands
 * in for fields of site.yaml a test needs otherwise (a closure the real content does not have).
 */
export function renderInPage(ui: React.ReactElement, locale: Locale = "en", siteChanges: Record<string, unknown> = {}) {
  provideSiteAddresses()
  const real = pageContent(locale)
  const content = { ...real, site: { ...real.site, ...siteChanges } as PageContent["site"] }
  return render(ui, { wrapper: ({ children }) => <PageContentProvider value={content}>{children}</PageContentProvider> })
}

