import React from "react"
import type { SiteFacts } from "../hooks/use-site"
import { localizeDigits, type Locale } from "../lib/locales"

interface PostalAddressProps {
  address: SiteFacts["address"]
  locale: Locale
  className?: string
}

/** The centre's address as it is written once, in content/site.yaml; its PIN code in the page's digits. */
export function PostalAddress({ address, locale, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {address.street}
      <br />
      {address.locality}, {address.region} {localizeDigits(address.postalCode, locale)}
      <br />
      {address.country}
    </address>
  )
}
