import { localizedPath, type Locale } from "./locales"

/** The pages a topic sits under: the home page and /services. */
const parentRoutes = ["/", "/services"]

/** A topic's breadcrumb before its own title: the header's links to the pages it sits under, in the page's language. */
export function topicTrail<T extends { to: string }>(header: readonly T[], locale: Locale): T[] {
  const routes = parentRoutes.map((route) => localizedPath(route, locale))
  return header.filter(({ to }) => routes.includes(to))
}
