import { createContext, useContext } from "react"
import type { Alternate, Locale } from "../lib/locales"
import type { TitledPage } from "../lib/similar-pages"

/** What createPages and onCreatePage give every page of the site. */
export interface PageContext {
  locale: Locale
  alternates: Alternate[]
  /** The page of an unknown address only: the home page in every language, where its language switcher leads. */
  homes?: Alternate[]
  /** The page of an unknown address only: every page of its language, to suggest the one the visitor meant. */
  pages?: TitledPage[]
}

/** What every page's frame needs, from its page query (LayoutContent) and its page context, in the page's language. */
export interface PageContent {
  locale: Locale
  /** The page in every language it is published in; empty for the page of an unknown address. */
  alternates: readonly Alternate[]
  /** The home page in every language on the page of an unknown address, which has no versions of its own; else empty. */
  homes: readonly Alternate[]
  site: NonNullable<Queries.LayoutContentFragment["siteYaml"]>
  navigation: NonNullable<Queries.LayoutContentFragment["navigationYaml"]>
  /** The year the site was built, for the footer's copyright. */
  buildYear: string
}

const PageContentContext = createContext<PageContent | null>(null)

export const PageContentProvider = PageContentContext.Provider

export function usePageContent(): PageContent {
  const content = useContext(PageContentContext)
  if (!content) throw new Error("usePageContent: the page is not wrapped in its PageContentProvider (src/gatsby/render/wrap-page-element.tsx)")
  return content
}
