import { splitLocalizedPath } from "../../src/lib/locales"
import type { ContentFile } from "../content/content-files"
import { walkContent } from "../content/walk-content"

/**
 * An address a page had before ("x-former-route", in moved-pages.yaml) leads on to the page's new one, in every
 * language. So it must be no page's address now (the page would be shown and the move never made), be written in its
 * English form (the build adds /mr/ and /hi/), and be listed once. `routes` holds every page's English form.
 */
export function checkFormerRoutes(file: ContentFile, routes: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  walkContent(file.data, file.collection.tree, (value, { schema }, at) => {
    if (!schema["x-former-route"] || typeof value !== "string") return
    const { locale, route } = splitLocalizedPath(value)
    const first = seen.get(value)
    if (locale !== "en") {
      problems.push(`${file.displayPath}: ${at} is "${value}"; write the English form, ${route}, which moves the ${locale} address with it`)
    } else if (routes.has(value)) {
      problems.push(`${file.displayPath}: ${at} is "${value}", which is the address of a page of this site; list only addresses no page has now`)
    } else if (first) {
      problems.push(`${file.displayPath}: ${at} is "${value}", which is already listed at ${first}; list each old address once`)
    }
    seen.set(value, first ?? at)
  })
  return problems
}
