import React from "react"
import type { SiteFacts } from "../hooks/use-site"
import { countryName, localizeDigits, type Locale } from "../lib/locales"

interface PostalAddressProps {
  address: SiteFacts["address"]
  locale: Locale
  className?: string
}

/**
 * The centre's address as content/site.yaml and its translation write it: the PIN code in the page's digits, the
 * country named in the page's language by Intl.
 */
export function PostalAddress({ address, locale, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {address.street}
      <br />
      {address.locality}, {address.region} {localizeDigits(address.postalCode, locale)}
      <br />
      {countryName(address.country, locale)}
    </address>
  )
}
