import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import type { PageContent } from "../../hooks/page-content"
import type { Locale } from "../../lib/locales"
import type { SchemaSet } from "../content/schemas"
import { mergeTranslation } from "../content/translations/merge-translation"
import { localizeRoute } from "./localized-content"

// Content as a page in a language reads it, straight from the files rather than through GraphQL: for the editor's
// previews, written at build time, and for the tests that render components with the real content.

function read(contentDir: string, relativePath: string): unknown {
  const file = path.join(contentDir, relativePath)
  return fs.existsSync(file) ? yaml.load(fs.readFileSync(file, "utf8")) : undefined
}

/**
 * A content file in `locale` as GraphQL gives it: its translation's words over the English facts, and the site's
 * routes leading to that language's pages where they are published.
 */
export function contentIn<T>(contentDir: string, schemas: SchemaSet, relativePath: string, schema: string, locale: Locale): T {
  const english = read(contentDir, relativePath)
  const translation = locale === "en" ? english : read(contentDir, `${locale}/${relativePath}`)
  return mergeTranslation(english, translation, schemas.ofCollection(schema), schemas, (value, { schema: fact }) =>
    fact["x-graphql"] === "Route" && typeof value === "string" ? localizeRoute(value, locale) : value,
  ) as T
}

/** What the page frame of a page in `locale` gets from its query (LayoutContent): site.yaml and navigation.yaml. */
export function pageContent(contentDir: string, schemas: SchemaSet, locale: Locale): PageContent {
  const site = contentIn<Record<string, unknown> & { founder: string }>(contentDir, schemas, "site.yaml", "site", locale)
  const founder = { ...contentIn<object>(contentDir, schemas, `people/${site.founder}.yaml`, "person", locale), fields: { slug: site.founder } }
  return {
    locale,
    alternates: [],
    homes: [],
    site: { ...site, founder } as unknown as PageContent["site"],
    navigation: contentIn<PageContent["navigation"]>(contentDir, schemas, "navigation.yaml", "navigation", locale),
    buildYear: String(new Date().getFullYear()),
  }
}
