import { breadcrumbList, medicalClinic, medicalWebPage, physician, serializeJsonLd, type ClinicFacts } from "../../src/lib/structured-data"
import { pageContent } from "../support/page-content"

const site = pageContent().site as unknown as ClinicFacts & { founder: { slug: string } }
const addresses = { siteUrl: "https://clinic.example", logo: "https://clinic.example/logo.png", image: "https://clinic.example/share.jpg" }

describe("structured data", () => {
  it("describes the clinic with the hours, phone and address from site.yaml", () => {
    const clinic = medicalClinic(site, addresses)
    expect(clinic).toMatchObject({
      "@type": "MedicalClinic",
      url: "https://clinic.example/",
      telephone: site.phones.calls,
      foundingDate: String(site.established),
      // Search engines read the country as its ISO 3166 code, the same in every language.
      address: { streetAddress: site.address.street, postalCode: site.address.postalCode, addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
    })
    expect(clinic.openingHoursSpecification).toEqual(
      site.hours.map(({ dayOfWeek, opens, closes }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes })),
    )
  })

  it("ties the founder to the clinic", () => {
    expect(physician(site, addresses)).toMatchObject({
      "@type": "Physician",
      name: site.founder.name,
      parentOrganization: { "@id": "https://clinic.example/#clinic" },
    })
  })

  it("says who reviewed a health page and when, as the same Physician the doctor's page describes", () => {
    const page = { title: "Nasya Therapy", description: "About Nasya.", path: "/nasya-therapy", lastReviewed: "2026-10-01", signedOff: true }
    const reviewed = medicalWebPage(page, site.founder, addresses.siteUrl, "en-IN")
    expect(reviewed).toMatchObject({
      "@type": "MedicalWebPage",
      url: "https://clinic.example/nasya-therapy",
      lastReviewed: "2026-10-01",
      reviewedBy: { "@type": "Physician", name: site.founder.name, description: site.founder.qualification },
    })
    expect((reviewed.reviewedBy as { "@id": string })["@id"]).toBe(physician(site, addresses)["@id"])
  })

  it("names no review of a page whose words are not those signed off", () => {
    const page = { title: "Nasya Therapy", description: "About Nasya.", path: "/nasya-therapy", lastReviewed: "2026-10-01", signedOff: false }
    const changed = medicalWebPage(page, site.founder, addresses.siteUrl, "en-IN")
    expect(changed).toMatchObject({ "@type": "MedicalWebPage", url: "https://clinic.example/nasya-therapy" })
    expect(changed).not.toHaveProperty("reviewedBy")
    expect(changed).not.toHaveProperty("lastReviewed")
  })

  it("gives an article its headline, dates and author beside its medical review", () => {
    const page = {
      title: "Eating during chemotherapy",
      description: "Food.",
      path: "/articles/eating",
      lastReviewed: "2026-10-01",
      datePublished: "2026-09-01",
      signedOff: true,
    }
    const author = { name: "A. Writer", qualification: "B.A.M.S.", slug: "writer" }
    const article = medicalWebPage(page, site.founder, addresses.siteUrl, "mr-IN", author)
    expect(article).toMatchObject({
      "@type": "MedicalWebPage",
      headline: "Eating during chemotherapy",
      datePublished: "2026-09-01",
      dateModified: "2026-09-01",
      lastReviewed: "2026-10-01",
      inLanguage: "mr-IN",
      author: { "@type": "Person", "@id": "https://clinic.example/#person-writer", name: "A. Writer" },
      reviewedBy: { "@type": "Physician", name: site.founder.name },
    })
    expect(medicalWebPage({ ...page, dateModified: "2026-11-01" }, site.founder, addresses.siteUrl, "en-IN", author).dateModified).toBe("2026-11-01")
  })

  it("numbers breadcrumb steps from 1 with absolute addresses", () => {
    expect(
      breadcrumbList(
        [
          { label: "Home", to: "/" },
          { label: "Nasya Therapy", to: "/nasya-therapy" },
        ],
        "https://c.example",
      ),
    ).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://c.example/" },
        { position: 2, name: "Nasya Therapy", item: "https://c.example/nasya-therapy" },
      ],
    })
  })

  it("cannot be closed early by text in the data", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("</script")
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})
