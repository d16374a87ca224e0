// schema.org JSON-LD built from content/site.yaml, so search results can never disagree with the visible page.

export interface ClinicFacts {
  name: string
  description: string
  email: string
  established: number
  medicalSpecialty: readonly string[]
  founder: { name: string; qualification: string; role: string; slug: string }
  phones: { calls: string }
  address: { street: string; locality: string; region: string; postalCode: string; country: string }
  hours: readonly { dayOfWeek: readonly string[]; opens: string; closes: string }[]
}

export interface SiteAddresses {
  siteUrl: string
  logo: string
  image: string
}

type JsonLd = Record<string, unknown>

function postalAddress(address: ClinicFacts["address"]): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  }
}

export function medicalClinic(site: ClinicFacts, { siteUrl, logo, image }: SiteAddresses): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": `${siteUrl}/#clinic`,
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    logo,
    image,
    telephone: site.phones.calls,
    email: site.email,
    address: postalAddress(site.address),
    openingHoursSpecification: site.hours.map(({ dayOfWeek, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek,
      opens,
      closes,
    })),
    medicalSpecialty: site.medicalSpecialty,
    foundingDate: String(site.established),
  }
}

export function physician(site: ClinicFacts, { siteUrl, image }: SiteAddresses): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    "@id": personId(siteUrl, site.founder.slug),
    name: site.founder.name,
    description: `${site.founder.qualification}, ${site.founder.role}, ${site.name}`,
    url: `${siteUrl}/doctor`,
    image,
    medicalSpecialty: site.medicalSpecialty,
    telephone: site.phones.calls,
    address: postalAddress(site.address),
    parentOrganization: { "@id": `${siteUrl}/#clinic`, name: site.name },
  }
}

export function webSite(site: ClinicFacts, { siteUrl }: SiteAddresses, inLanguage: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage,
  }
}

/** A person's identity across pages: the founder's Physician on /doctor and the reviewer of every health page are one. */
function personId(siteUrl: string, slug: string): string {
  return `${siteUrl}/#person-${slug}`
}

interface Person {
  name: string
  qualification: string
  slug: string
}

/** A health page's own facts; an article adds its headline's dates and its author. */
interface HealthPage {
  title: string
  description: string
  path: string
  lastReviewed: string
  /** Whether its words are those its reviewer signed off. */
  signedOff: boolean
  datePublished?: string
  dateModified?: string | null
}

/**
 * A health page: who reviewed it medically, and when, where its words are those signed off; for an article, also who
 * wrote it and when it was published and changed.
 */
export function medicalWebPage(page: HealthPage, reviewer: Person, siteUrl: string, inLanguage: string, author?: Person): JsonLd {
  const article = page.datePublished
    ? {
        headline: page.title,
        datePublished: page.datePublished,
        dateModified: page.dateModified ?? page.datePublished,
        ...(author && { author: { "@type": "Person", "@id": personId(siteUrl, author.slug), name: author.name, description: author.qualification } }),
      }
    : {}
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    name: page.title,
    description: page.description,
    url: `${siteUrl}${page.path}`,
    inLanguage,
    ...article,
    // A review of other words is no review of these: a page changed since its sign-off names none.
    ...(page.signedOff && {
      lastReviewed: page.lastReviewed,
      reviewedBy: { "@type": "Physician", "@id": personId(siteUrl, reviewer.slug), name: reviewer.name, description: reviewer.qualification },
    }),
    publisher: { "@id": `${siteUrl}/#clinic` },
  }
}

/** The questions and answers of /faq, as search engines read them. */
export function faqPage(questions: readonly { question: string; answer: readonly string[] }[], url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer.join("\n\n") },
    })),
  }
}

export function breadcrumbList(trail: readonly { label: string; to: string }[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ label, to }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: label,
      item: `${siteUrl}${to === "/" ? "/" : to}`,
    })),
  }
}

/** JSON for a script element: "<" is escaped so no text in the data can close the element early. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
