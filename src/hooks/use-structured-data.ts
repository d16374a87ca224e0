import { localeTags } from "../lib/locales"
import { medicalClinic, medicalWebPage, physician, webSite } from "../lib/structured-data"
import { useLocale } from "./use-locale"
import { useSite } from "./use-site"
import { useSiteAddresses } from "./use-site-addresses"

/** The JSON-LD builders, bound to this site's facts, its addresses and the page's language. */
export function useStructuredData() {
  const site = useSite()
  const addresses = useSiteAddresses()
  const language = localeTags[useLocale()]
  return {
    clinic: () => medicalClinic(site, addresses),
    physician: () => physician(site, addresses),
    webSite: () => webSite(site, addresses, language),
    medicalWebPage: (
      page: Parameters<typeof medicalWebPage>[0],
      reviewer: Parameters<typeof medicalWebPage>[1],
      author?: Parameters<typeof medicalWebPage>[4],
    ) => medicalWebPage(page, reviewer, addresses.siteUrl, language, author),
    siteUrl: addresses.siteUrl,
  }
}
