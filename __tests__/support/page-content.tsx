import fs from "fs"
import path from "path"
import React from "react"
import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import yaml from "js-yaml"
import { SchemaSet } from "../../src/gatsby/content/schemas"
import { mergeTranslation } from "../../src/gatsby/content/translations/merge-translation"
import { PageContentProvider, type PageContent } from "../../src/hooks/page-content"
import type { Locale } from "../../src/lib/locales"
import { realContentDir, realSchemaDir } from "./content-copy"

const schemas = new SchemaSet(realSchemaDir)

function read(relativePath: string): unknown {
  const file = path.join(realContentDir, relativePath)
  return fs.existsSync(file) ? yaml.load(fs.readFileSync(file, "utf8")) : undefined
}

/** A content file as a page in `locale` reads it: its translation's words over the English facts, as GraphQL gives them. */
export function contentIn<T>(relativePath: string, schema: string, locale: Locale = "en"): T {
  const english = read(relativePath)
  const translation = locale === "en" ? english : read(`${locale}/${relativePath}`)
  const schemaFile = `${schema}.schema.json`
  return mergeTranslation(english, translation, { schema: schemas.get(schemaFile), file: schemaFile }, schemas) as T
}

/** What the page frame of a page in `locale` gets from its query (LayoutContent), from the real content. */
export function pageContent(locale: Locale = "en"): PageContent {
  const site = contentIn<Record<string, unknown> & { founder: string }>("site.yaml", "site", locale)
  const founder = { ...contentIn<object>(`people/${site.founder}.yaml`, "person", locale), fields: { slug: site.founder } }
  return {
    locale,
    alternates: [],
    site: { ...site, founder } as unknown as PageContent["site"],
    navigation: contentIn<PageContent["navigation"]>("navigation.yaml", "navigation", locale),
  }
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
