import type { GatsbyNode } from "gatsby"

// Explicit types for every content collection (see schemas/ for what each field means to an editor).
// @dontInfer keeps a misspelled YAML key from silently becoming a new field.
const typeDefs = `
  type ContentLink { label: String! to: String! }
  type ContentStat { value: String! label: String! }
  type ContentTitledText { title: String! text: String! }
  type ContentHeading { heading: String! intro: String! }
  type SlugFields { slug: String! }

  type SiteFounder { name: String! qualification: String! role: String! }
  type SitePhones { whatsapp: String! calls: String! }
  type SiteAddress { street: String! locality: String! region: String! postalCode: String! country: String! }
  type SiteHours { dayOfWeek: [String!]! opens: String! closes: String! }
  type SiteGreetings { booking: String! question: String! }
  type SiteFooter { about: String! claimsHeading: String! contactHeading: String! linksHeading: String! }
  type SiteDisclaimer { heading: String! text: String! link: ContentLink! }
  type BookingLabels { name: String! email: String! date: String! message: String! phone: String! }
  type BookingHints { phone: String! message: String! }
  type BookingErrors {
    nameRequired: String!
    emailRequired: String!
    emailInvalid: String!
    dateRequired: String!
    datePast: String!
    phoneRequired: String!
    phoneInvalid: String!
    messageTooLong: String!
  }
  type SiteBooking {
    title: String!
    intro: String!
    labels: BookingLabels!
    hints: BookingHints!
    submit: String!
    cancel: String!
    errors: BookingErrors!
    errorSummary: String!
    blocked: String!
    blockedLink: String!
    messageLabels: BookingMessageLabels!
  }
  type BookingMessageLabels { heading: String! name: String! email: String! date: String! message: String! phone: String! }
  type SiteYaml implements Node @dontInfer {
    name: String!
    logoText: String!
    logoSubtext: String!
    description: String!
    url: String!
    founder: SiteFounder!
    phones: SitePhones!
    email: String!
    address: SiteAddress!
    established: Int!
    medicalSpecialty: [String!]!
    establishedLabel: String!
    heritage: String!
    hours: [SiteHours!]!
    emergencyHours: String!
    claims: [String!]!
    whatsappGreetings: SiteGreetings!
    footer: SiteFooter!
    disclaimer: SiteDisclaimer!
    booking: SiteBooking!
  }

  type NavigationYaml implements Node @dontInfer {
    header: [ContentLink!]!
    headerAction: ContentLink!
    footer: [ContentLink!]!
  }

  type Therapy {
    id: String!
    name: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    description: String!
    topic: String
  }
  type TherapiesYaml implements Node @dontInfer { therapies: [Therapy!]! }

  type CancerTypeCategory { category: String! icon: String! types: [String!]! }
  type CancerTypesYaml implements Node @dontInfer { categories: [CancerTypeCategory!]! }

  type Organ { organ: String! description: String! treatments: [String!]! }
  type OrgansYaml implements Node @dontInfer { organs: [Organ!]! }

  type ServiceSpecialty { name: String! link: String! }
  type ServiceCategory {
    title: String!
    description: String!
    icon: String!
    specialties: [ServiceSpecialty!]!
  }
  type ServicesYaml implements Node @dontInfer { categories: [ServiceCategory!]! }

  type HomeHero {
    heritage: String!
    heading: String!
    lead: String!
    bookingLabel: String!
    therapiesLink: ContentLink!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type HomeOverviewCard { title: String! text: String! icon: String! to: String! linkLabel: String! }
  type HomeOverview { heading: String! intro: String! cards: [HomeOverviewCard!]! }
  type HomePageYaml implements Node @dontInfer {
    title: String!
    description: String!
    hero: HomeHero!
    stats: [ContentStat!]!
    overview: HomeOverview!
    cancerTypes: ContentHeading!
    organs: ContentHeading!
  }

  type AboutValues { heading: String! items: [ContentTitledText!]! }
  type AboutPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    body: [String!]!
    stats: [ContentStat!]!
    values: AboutValues!
  }

  type ServicesPhilosophy { heading: String! intro: String! steps: [ContentTitledText!]! }
  type DiseaseManagementItem { title: String! text: String! icon: String! to: String! linkLabel: String! }
  type DiseaseManagement { heading: String! intro: String! items: [DiseaseManagementItem!]! }
  type ServicesPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    categoriesHeading: String!
    philosophy: ServicesPhilosophy!
    diseaseManagement: DiseaseManagement!
  }

  type DoctorSpecialisations { heading: String! items: [String!]! }
  type DoctorVision { heading: String! text: String! }
  type DoctorPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    bio: [String!]!
    stats: [ContentStat!]!
    specialisations: DoctorSpecialisations!
    vision: DoctorVision!
  }

  type TherapiesPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    backLink: ContentLink!
  }

  type ContactWhatsappChannel { title: String! text: String! linkLabel: String! }
  type ContactChannels {
    whatsapp: ContactWhatsappChannel!
    phone: ContentTitledText!
    email: ContentTitledText!
    visit: ContentTitledText!
  }
  type ContactReasons { heading: String! items: [ContentTitledText!]! }
  type ContactCta { heading: String! text: String! }
  type ContactPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    lead: String!
    channels: ContactChannels!
    hoursHeading: String!
    reasons: ContactReasons!
    cta: ContactCta!
  }

  type NotFoundPageYaml implements Node @dontInfer {
    title: String!
    description: String!
    heading: String!
    text: String!
    homeLinkLabel: String!
  }

  type PolicySection { heading: String! paragraphs: [String!]! }
  type PolicyPageYaml implements Node @dontInfer {
    fields: SlugFields!
    title: String!
    description: String!
    heading: String!
    sections: [PolicySection!]!
  }

  type ForbiddenClaimsYaml implements Node @dontInfer { phrases: [String!]! }

  # A section's items differ by kind (see schemas/topic.schema.json); src/lib/topic-sections.ts types them.
  type TopicSection { kind: String! heading: String! intro: String paragraphs: [String!] items: JSON }
  type TopicYaml implements Node @dontInfer {
    fields: SlugFields!
    title: String!
    description: String!
    intro: [String!]!
    sections: [TopicSection!]
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
