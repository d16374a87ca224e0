import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { fillTemplate } from "../lib/fill-template"
import { localizeDigits } from "../lib/locales"
import { telHref } from "../lib/phone"
import { LanguageSwitcher } from "./language-switcher"
import * as styles from "./top-bar.module.scss"

/** The strip above the header: the number to call, the e-mail, since when, and the other languages. */
export function TopBar() {
  const site = useSite()
  const locale = useLocale()
  const phone = localizeDigits(site.phones.calls, locale)
  return (
    <div className={styles.topBar}>
      <div className={styles.inner}>
        <a className={styles.item} href={telHref(site.phones.calls)} aria-label={fillTemplate(site.ui.call, { phone })}>
          <Phone aria-hidden="true" size={16} />
          {phone}
        </a>
        <a className={`${styles.item} ${styles.wide}`} href={`mailto:${site.email}`} aria-label={fillTemplate(site.ui.email, { email: site.email })}>
          <Mail aria-hidden="true" size={16} />
          {site.email}
        </a>
        <span className={`${styles.established} ${styles.wide}`}>{site.establishedLabel}</span>
        <LanguageSwitcher />
      </div>
    </div>
  )
}
