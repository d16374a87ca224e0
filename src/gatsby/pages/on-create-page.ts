import type { GatsbyNode } from "gatsby"
import { localizedPath } from "../../lib/locales"
import { siteContent } from "../../../core"

/**
 * The fixed routes in src/pages are English; each is made again in every language its words are translated into
 * (/mr/about for content/mr/pages/about.yaml), with its locale and its alternates in the page context. Each language
 * has its own page for addresses the site does not have, matching every unknown address under it (/mr/*), with the
 * home page's versions for its language switcher and the language's pages, to suggest the one a visitor meant.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.context?.locale) return
  const route = page.path === "/" ? "/" : page.path.replace(/\/$/, "")
  const isNotFound = route === "/404" || route === "/404.html"
  const { pages, notFoundLanguages, titledPages } = siteContent()
  const fixed = pages.find((candidate) => candidate.route === route && candidate.collection.file)
  if (!fixed && !isNotFound) return
  actions.deletePage(page)
  if (fixed) {
    for (const { locale, path } of fixed.alternates) {
      const unlisted = fixed.collection.unlisted ? { unlisted: true } : {}
      actions.createPage({ ...page, path, context: { ...page.context, locale, alternates: fixed.alternates, ...unlisted } })
    }
    return
  }
  const homes = pages.find((candidate) => candidate.route === "/")!.alternates
  for (const locale of notFoundLanguages) {
    const prefix = localizedPath("/", locale).replace(/\/$/, "")
    actions.createPage({
      ...page,
      path: `${prefix}${route}`,
      // Gatsby's router shows this language's 404 page for any unknown address under /mr/ or /hi/.
      matchPath: locale === "en" || route !== "/404.html" ? page.matchPath : `${prefix}/*`,
      context: { ...page.context, locale, alternates: [], homes, pages: titledPages(locale) },
    })
  }
}
