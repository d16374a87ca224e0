import React from "react"
import { Link } from "gatsby"
import { BadgeCheck, Mail, MapPin, MessageCircle, Phone } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { localizeDigits } from "../lib/locales"
import { telHref } from "../lib/phone"
import { whatsappLink } from "../lib/whatsapp"
import { PostalAddress } from "./postal-address"
import * as styles from "./footer.module.scss"

export function Footer() {
  const site = useSite()
  const locale = useLocale()
  const navigation = useNavigation()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.name}>
            {site.name}
          </h2>
          <p>{site.footer.about}</p>
        </section>
        <section aria-labelledby="footer-claims">
          <h2 id="footer-claims" className={styles.heading}>
            {site.footer.claimsHeading}
          </h2>
          <ul className={styles.claims}>
            {site.claims.map((claim) => (
              <li key={claim}>
                <BadgeCheck aria-hidden="true" size={18} />
                {claim}
              </li>
            ))}
          </ul>
          <p className={styles.emergencyNote}>{site.emergencyNote}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {site.footer.contactHeading}
          </h2>
          <ul className={styles.contact}>
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
            <li>
              <MapPin aria-hidden="true" size={18} />
              <PostalAddress address={site.address} locale={locale} />
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {site.footer.linksHeading}
          </h2>
          <ul className={styles.links}>
            {navigation.footer.map(({ label, to }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {localizeDigits(`${site.established}–${new Date().getFullYear()}`, locale)} {site.name}
      </p>
    </footer>
  )
}
