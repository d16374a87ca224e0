import React from "react"
import { graphql, type PageProps } from "gatsby"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import MessageCircle from "lucide-react/icons/message-circle"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../components/button-link"
import { FeatureCards } from "../components/feature-cards"
import { OpeningHours } from "../components/opening-hours"
import { PageIntro } from "../components/page-intro"
import { PostalAddress } from "../components/postal-address"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { useStructuredData } from "../hooks/use-structured-data"
import { Island } from "../islands/island"
import { localizeDigits } from "../lib/locales"
import { telHref } from "../lib/phone"
import { whatsappLink } from "../lib/whatsapp"
import * as styles from "./contact.module.scss"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactPageYaml!
  const site = useSite()
  const locale = useLocale()
  const structuredData = useStructuredData()
  const { whatsapp, phone, email, visit } = page.channels
  const openingTimes = { closures: site.closures ?? [], words: site.openingStatus, locale }
  return (
    <>
      <Seo title={page.title} description={page.description} path={location.pathname} structuredData={[structuredData.clinic()]} />
      <PageIntro heading={page.heading} lead={page.lead} />
      {/* Printed, this page is a one-page card: how to reach the centre and when; the rest is left out. */}
      <div className={styles.layout} data-print-card>
        <ul className={styles.channels}>
          <li className={`${styles.channel} ${styles.whatsapp}`}>
            <MessageCircle aria-hidden="true" className={styles.icon} />
            <h2>{whatsapp.title}</h2>
            <p>{whatsapp.text}</p>
            <ButtonLink to={whatsappLink(site.phones.whatsapp, site.whatsappGreetings.booking)} variant="whatsapp">
              {whatsapp.linkLabel}
            </ButtonLink>
            <p className={styles.number}>{localizeDigits(site.phones.whatsapp, locale)}</p>
          </li>
          <li className={styles.channel}>
            <Phone aria-hidden="true" className={styles.icon} />
            <h2>{phone.title}</h2>
            <p>{phone.text}</p>
            <a className={styles.value} href={telHref(site.phones.calls)}>
              {localizeDigits(site.phones.calls, locale)}
            </a>
          </li>
          <li className={styles.channel}>
            <Mail aria-hidden="true" className={styles.icon} />
            <h2>{email.title}</h2>
            <p>{email.text}</p>
            <a className={styles.value} href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </li>
          <li className={styles.channel}>
            <MapPin aria-hidden="true" className={styles.icon} />
            <h2>{visit.title}</h2>
            <p>{visit.text}</p>
            <PostalAddress address={site.address} locale={locale} className={styles.value} />
          </li>
        </ul>
        <section className={styles.hours} aria-labelledby="hours-heading">
          <h2 id="hours-heading">{page.hoursHeading}</h2>
          <Island name="opening-status" hydrate="visible" props={{ ...openingTimes, hours: site.hours }} />
          {openingTimes.closures.length > 0 && <Island name="closure-notice" hydrate="visible" props={{ ...openingTimes, builtAt: data.site!.buildTime! }} />}
          <OpeningHours />
        </section>
      </div>
      <Section heading={page.directions.heading} intro={page.directions.intro} id="directions">
        <Island
          name="map-links"
          hydrate="visible"
          props={{ geo: data.siteYaml!.geo, name: site.name, mapsLabel: page.directions.mapsLabel, geoLabel: page.directions.geoLabel }}
        />
        <dl className={styles.routes}>
          {page.directions.routes.map(({ from, text }) => (
            <div key={from}>
              <dt>{from}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p className={`${styles.questions} ${styles.screenOnly}`}>
          {page.questions.text} <a href={page.questions.link.to}>{page.questions.link.label}</a>
        </p>
      </Section>
      <div className={styles.screenOnly}>
        <Section heading={page.reasons.heading} tone="tinted">
          <FeatureCards cards={page.reasons.items} />
        </Section>
      </div>
      <section className={`${styles.cta} ${styles.screenOnly}`} aria-labelledby="contact-cta">
        <h2 id="contact-cta">{page.cta.heading}</h2>
        <p>{page.cta.text}</p>
        <div className={styles.ctaActions}>
          <ButtonLink to={whatsappLink(site.phones.whatsapp, site.whatsappGreetings.question)} variant="whatsapp">
            {whatsapp.linkLabel}
          </ButtonLink>
          <ButtonLink to={telHref(site.phones.calls)} variant="outline">
            {phone.title}: {localizeDigits(site.phones.calls, locale)}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}

export const query = graphql`
  query ContactPage($locale: String!) {
    ...LayoutContent
    site {
      buildTime
    }
    siteYaml(locale: { eq: $locale }) {
      geo {
        latitude
        longitude
      }
    }
    contactPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      lead
      channels {
        whatsapp {
          title
          text
          linkLabel
        }
        phone {
          title
          text
        }
        email {
          title
          text
        }
        visit {
          title
          text
        }
      }
      hoursHeading
      directions {
        heading
        intro
        mapsLabel
        geoLabel
        routes {
          from
          text
        }
      }
      questions {
        text
        link {
          label
          to
        }
      }
      reasons {
        heading
        items {
          title
          text
        }
      }
      cta {
        heading
        text
      }
    }
  }
`
