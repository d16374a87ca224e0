import type { Locale } from "../../src/lib/locales"
import type { SiteContent } from "../content/site-content"
import type { PageFrame } from "./preview-content"

/**
 * What the frame of a page in `locale` gets from its query (LayoutContent): site.yaml, with its founder, and
 * navigation.yaml; for the editor's previews, and for tests that render components with the real content.
 */
export function pageFrame(content: Pick<SiteContent, "entry">, locale: Locale): PageFrame {
  const words = (source: string) => content.entry(source, locale)!.content
  const site = words("site.yaml") as { founder: string }
  const founder = { ...words(`people/${site.founder}.yaml`), slug: site.founder }
  return {
    locale,
    alternates: [],
    homes: [],
    site: { ...site, founder },
    navigation: words("navigation.yaml"),
    buildYear: String(new Date().getFullYear()),
  }
}
