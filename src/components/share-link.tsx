import React from "react"
import Share2 from "lucide-react/icons/share-2"
import { fillTemplate } from "../lib/fill-template"
import { whatsappShareLink } from "../lib/whatsapp"
import { ButtonLink } from "./button-link"
import * as styles from "./share-link.module.scss"

export interface ShareLinkProps {
  /** The link's words and the message, from site.yaml's share, in the page's language. */
  label: string
  message: string
  /** The page's title and its absolute address, filled in for {title} and {url}. */
  title: string
  url: string
}

/**
 * A plain wa.me link with no number, so WhatsApp asks whom to send the page to: it needs no script and loads nothing
 * until it is pressed.
 */
export function ShareLink({ label, message, title, url }: ShareLinkProps) {
  return (
    <p className={styles.share}>
      <ButtonLink to={whatsappShareLink(fillTemplate(message, { title, url }))} variant="outline">
        <Share2 aria-hidden="true" size={18} />
        {label}
      </ButtonLink>
    </p>
  )
}
