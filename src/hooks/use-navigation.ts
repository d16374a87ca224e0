import { usePageContent, type PageContent } from "./page-content"

/** The header and footer links from content/navigation.yaml, in the page's language. */
export function useNavigation(): PageContent["navigation"] {
  return usePageContent().navigation
}
