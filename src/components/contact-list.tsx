import React from "react"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import MessageCircle from "lucide-react/icons/message-circle"
import Phone from "lucide-react/icons/phone"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { localizeDigits } from "../lib/locales"
import { telHref } from "../lib/phone"
import { whatsappLink } from "../lib/whatsapp"
import { PostalAddress } from "./postal-address"

interface ContactListProps {
  className?: string
  /** Whether the postal address ends the list. */
  withAddress?: boolean
}

/** The ways to reach the centre, from content/site.yaml: the number to call, WhatsApp, e-mail and, if asked, the address. */
export function ContactList({ className, withAddress = false }: ContactListProps) {
  const site = useSite()
  const locale = useLocale()
  return (
    <ul className={className}>
      <li>
        <Phone aria-hidden="true" size={18} />
        <a href={telHref(site.phones.calls)}>{localizeDigits(site.phones.calls, locale)}</a>
      </li>
      <li>
        <MessageCircle aria-hidden="true" size={18} />
        <a href={whatsappLink(site.phones.whatsapp, site.whatsappGreetings.question)}>
          {site.ui.whatsapp} {localizeDigits(site.phones.whatsapp, locale)}
        </a>
      </li>
      <li>
        <Mail aria-hidden="true" size={18} />
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      {withAddress && (
        <li>
          <MapPin aria-hidden="true" size={18} />
          <PostalAddress address={site.address} locale={locale} />
        </li>
      )}
    </ul>
  )
}
