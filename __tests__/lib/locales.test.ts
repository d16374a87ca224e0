import { countryName, linkInLanguage, localizeDigits, localizedPath, normalizeDigits, splitLocalizedPath, type Locale } from "../../src/lib/locales"

describe("languages", () => {
  it("keeps English at today's addresses and puts Marathi and Hindi under /mr/ and /hi/", () => {
    expect(localizedPath("/about", "en")).toBe("/about")
    expect(localizedPath("/about", "mr")).toBe("/mr/about")
    expect(localizedPath("/", "hi")).toBe("/hi/")
    expect(splitLocalizedPath("/mr/rasayana-therapy")).toEqual({ locale: "mr", route: "/rasayana-therapy" })
    expect(splitLocalizedPath("/hi/")).toEqual({ locale: "hi", route: "/" })
    expect(splitLocalizedPath("/contact")).toEqual({ locale: "en", route: "/contact" })
  })

  it("links a page in the reader's language where it is published in it, else in English, keeping the anchor", () => {
    const published: Record<string, Locale[]> = { "/contact": ["en", "mr", "hi"], "/rasayana-therapy": ["en", "mr"] }
    const publishedIn = (page: string) => published[page]
    expect(linkInLanguage("/contact#hours", "mr", publishedIn)).toBe("/mr/contact#hours")
    expect(linkInLanguage("/rasayana-therapy", "hi", publishedIn)).toBe("/rasayana-therapy")
    expect(linkInLanguage("/rasayana-therapy", "mr", publishedIn)).toBe("/mr/rasayana-therapy")
    expect(linkInLanguage("/contact", "en", publishedIn)).toBe("/contact")
  })

  it("writes figures in Devanagari digits on Marathi pages and international ones on Hindi and English pages", () => {
    expect(localizeDigits("5000+", "mr")).toBe("५०००+")
    expect(localizeDigits("+91 98765 43210", "mr")).toBe("+९१ ९८७६५ ४३२१०")
    expect(localizeDigits("5000+", "hi")).toBe("5000+")
    expect(localizeDigits("20+", "en")).toBe("20+")
  })

  it("reads Devanagari digits as ASCII ones, leaving everything else as typed", () => {
    expect(normalizeDigits("+९१ ९८७६५-४३२१०")).toBe("+91 98765-43210")
    expect(normalizeDigits("१५/१२/२०२६")).toBe("15/12/2026")
    expect(normalizeDigits("Asha 42")).toBe("Asha 42")
  })

  it("names a country from its code in the page's language", () => {
    expect(countryName("IN", "en")).toBe("India")
    expect(countryName("IN", "mr")).toBe("भारत")
    expect(countryName("IN", "hi")).toBe("भारत")
  })
})
