import { usePageContent, type PageContent } from "./page-content"

/** The centre's facts and the words every page shares, from content/site.yaml, in the page's language. */
export function useSite(): PageContent["site"] {
  return usePageContent().site
}

export type SiteFacts = PageContent["site"]
