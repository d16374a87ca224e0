import React from "react"
import { graphql } from "gatsby"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { Island } from "../islands/island"
import { fillTemplate } from "../lib/fill-template"
import { localizeDigits } from "../lib/locales"
import { whatsappLink } from "../lib/whatsapp"
import { Disclaimer } from "./disclaimer"
import { Footer } from "./footer"
import { Header } from "./header"
import { SkipLink, mainContentId } from "./skip-link"
import { TopBar } from "./top-bar"

interface LayoutProps {
  currentPath: string
  children: React.ReactNode
}

export function Layout({ currentPath, children }: LayoutProps) {
  const site = useSite()
  const locale = useLocale()
  const floatingWhatsapp = {
    href: whatsappLink(site.phones.whatsapp, site.whatsappGreetings.question),
    label: fillTemplate(site.ui.whatsappChat, { phone: localizeDigits(site.phones.whatsapp, locale) }),
  }
  return (
    <>
      <SkipLink />
      <TopBar />
      <Header currentPath={currentPath} />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <Disclaimer />
      <Footer />
      <Island name="floating-whatsapp" props={floatingWhatsapp} />
    </>
  )
}

/** What the frame of every page needs; each page's query spreads it, so a page carries only its own language. */
export const query = graphql`
  fragment LayoutContent on Query {
    site {
      buildYear: buildTime(formatString: "YYYY")
    }
    siteYaml(locale: { eq: $locale }) {
      name
      logoText
      logoSubtext
      languageName
      description
      url
      founder {
        name
        qualification
        role
        slug
      }
      phones {
        whatsapp
        calls
      }
      email
      privacyContact {
        name
        email
      }
      address {
        street
        locality
        region
        postalCode
        country
      }
      established
      medicalSpecialty
      establishedLabel
      heritage
      hours {
        dayOfWeek
        opens
        closes
      }
      closures {
        from
        to
        note
      }
      openingStatus {
        open
        closed
        closedFor
        indiaTime
        closureNotice
      }
      emergencyHours
      emergencyNote
      claims
      whatsappGreetings {
        booking
        question
      }
      footer {
        about
        claimsHeading
        contactHeading
        linksHeading
      }
      medicalReview
      medicalReviewChanged
      reviewDates
      careCard {
        levels {
          advice
          urgent
          immediate
        }
        whom
        sources
        read
        notSignedOff
      }
      careFacts {
        emergency
        ambulance
        teleManas
        feverFrom
        coldBelow
      }
      disclaimer {
        heading
        text
        link {
          label
          to
        }
      }
      booking {
        title
        intro
        labels {
          name
          email
          date
          message
          phone
        }
        hints {
          phone
          message
        }
        submit
        cancel
        errors {
          nameRequired
          emailRequired
          emailInvalid
          dateRequired
          dateInvalid
          datePast
          phoneRequired
          phoneInvalid
          messageTooLong
        }
        errorSummary
        blocked
        blockedLink
        messageLabels {
          heading
          name
          email
          date
          message
          phone
        }
      }
      ui {
        skipToContent
        menu
        closeMenu
        mainNavigation
        languages
        breadcrumb
        close
        call
        email
        whatsappChat
        whatsapp
      }
      share {
        label
        message
      }
    }
    navigationYaml(locale: { eq: $locale }) {
      header {
        label
        to
      }
      headerAction {
        label
        to
      }
      footer {
        label
        to
      }
    }
  }
`
