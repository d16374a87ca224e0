import React from "react"
import { Mail, Phone } from "lucide-react"
import { useSite } from "../hooks/use-site"
import { telHref } from "../lib/phone"
import * as styles from "./top-bar.module.scss"

export function TopBar() {
  const site = useSite()
  return (
    <div className={styles.topBar}>
      <div className={styles.inner}>
        <a className={styles.item} href={telHref(site.phones.calls)} aria-label={`Call ${site.phones.calls}`}>
          <Phone aria-hidden="true" size={16} />
          {site.phones.calls}
        </a>
        <a className={styles.item} href={`mailto:${site.email}`} aria-label={`E-mail ${site.email}`}>
          <Mail aria-hidden="true" size={16} />
          {site.email}
        </a>
        <span className={styles.established}>{site.establishedLabel}</span>
      </div>
    </div>
  )
}
