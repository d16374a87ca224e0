import { medicalClinic, physician, webSite } from "../lib/structured-data"
import { useSite } from "./use-site"
import { useSiteAddresses } from "./use-site-addresses"

/** The JSON-LD builders, bound to this site's facts and addresses. */
export function useStructuredData() {
  const site = useSite()
  const addresses = useSiteAddresses()
  return {
    clinic: () => medicalClinic(site, addresses),
    physician: () => physician(site, addresses),
    webSite: () => webSite(site, addresses),
    siteUrl: addresses.siteUrl,
  }
}
