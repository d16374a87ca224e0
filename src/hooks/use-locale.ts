import { usePageContent } from "./page-content"

/** The language of the page being shown. */
export function useLocale() {
  return usePageContent().locale
}
