import React from "react"
import type { SiteFacts } from "../hooks/use-site"

interface PostalAddressProps {
  address: SiteFacts["address"]
  className?: string
}

export function PostalAddress({ address, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {address.street}
      <br />
      {address.locality}, {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  )
}
