import React from "react"
import BadgeCheck from "lucide-react/icons/badge-check"
import { usePageContent } from "../hooks/page-content"
import { useLocale } from "../hooks/use-locale"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { localizeDigits } from "../lib/locales"
import { Island } from "../islands/island"
import { ContactList } from "./contact-list"
import * as styles from "./footer.module.scss"

export function Footer() {
  const site = useSite()
  const locale = useLocale()
  const navigation = useNavigation()
  const { buildYear } = usePageContent()
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
          <Island
            name="opening-status"
            hydrate="visible"
            props={{ hours: site.hours, closures: site.closures ?? [], words: site.openingStatus, locale, colored: false }}
          />
          <ContactList className={styles.contact} withAddress />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {site.footer.linksHeading}
          </h2>
          <ul className={styles.links}>
            {navigation.footer.map(({ label, to }) => (
              <li key={to}>
                <a href={to}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {localizeDigits(`${site.established}–${buildYear}`, locale)} {site.name}
      </p>
    </footer>
  )
}
