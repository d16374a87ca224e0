import React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { loadCollections, pageFrame, readContentFiles, SchemaSet, siteContentOf } from "../../core"
import { PageContentProvider, type PageContent } from "../../src/hooks/page-content"
import type { Locale } from "../../src/lib/locales"
import { realContentDir, realSchemaDir } from "./content-copy"

const schemas = new SchemaSet(realSchemaDir)

/** The site's real content, as the build reads it; check-content.test.ts keeps it sound, so it is not checked again here. */
const collections = loadCollections(schemas)
export const realSiteContent = siteContentOf(readContentFiles(realContentDir, collections), schemas, collections)

/** A content file as a page in `locale` reads it: its translation's words over the English facts, as GraphQL gives them. */
export function contentIn<T>(relativePath: string, locale: Locale = "en"): T {
  return realSiteContent.entry(relativePath, locale)!.content as T
}

/** What the page frame of a page in `locale` gets from its query (LayoutContent), from the real content. */
export function pageContent(locale: Locale = "en"): PageContent {
  // The model's frame holds what the query gives the page frame; the query's types say so field by field.
  return pageFrame(realSiteContent, locale) as unknown as PageContent
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
