// The languages the site is written in, and the one path helper every link, page and alternate goes through.

export const locales = ["en", "mr", "hi"] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = "en"

/** The tag Intl formats with: Marathi gets Devanagari digits (its CLDR default), Hindi the international ones. */
export const localeTags: Record<Locale, string> = { en: "en-IN", mr: "mr-IN", hi: "hi-IN" }

/** Open Graph writes language and territory with an underscore. */
export const ogLocales: Record<Locale, string> = { en: "en_IN", mr: "mr_IN", hi: "hi_IN" }

/** A page in one language: where it is and the language's own name (English, मराठी, हिंदी) for the switcher. */
export interface Alternate {
  locale: Locale
  path: string
  name: string
}

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}

/** A route in a language: English stays at "/about"; "/about" in Marathi is "/mr/about", "/" is "/mr/". */
export function localizedPath(route: string, locale: Locale): string {
  if (locale === defaultLocale) return route
  return route === "/" ? `/${locale}/` : `/${locale}${route}`
}

/**
 * A link to a page of this site from a page in `locale`: that language's version of the page ("/mr/about#hours") if it
 * is published in that language, else the English one.
 */
export function linkInLanguage(route: string, locale: Locale, publishedIn: (page: string) => readonly Locale[] | undefined): string {
  if (locale === defaultLocale) return route
  const [page, anchor] = route.split("#")
  if (!publishedIn(page)?.includes(locale)) return route
  return `${localizedPath(page, locale)}${anchor === undefined ? "" : `#${anchor}`}`
}

/** The language of a path and the route it shows: "/hi/contact" -> { locale: "hi", route: "/contact" }. */
export function splitLocalizedPath(path: string): { locale: Locale; route: string } {
  const [, first, ...rest] = path.split("/")
  if (isLocale(first) && first !== defaultLocale) return { locale: first, route: `/${rest.join("/")}` }
  return { locale: defaultLocale, route: path }
}

const digitFormats = new Map<Locale, string[]>()

/** The ten digits a language writes figures with: ०–९ in Marathi, 0–9 in English and Hindi. */
function digitsOf(locale: Locale): string[] {
  if (!digitFormats.has(locale)) {
    const format = new Intl.NumberFormat(localeTags[locale], { useGrouping: false })
    digitFormats.set(
      locale,
      Array.from({ length: 10 }, (_, digit) => format.format(digit)),
    )
  }
  return digitFormats.get(locale)!
}

/** Writes the digits of a figure or a phone number as the language does: "5000+" is "५०००+" on a Marathi page. */
export function localizeDigits(text: string, locale: Locale): string {
  const digits = digitsOf(locale)
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)])
}

/** Reads Devanagari digits (०–९), as a Marathi or Hindi keyboard types them, as ASCII ones. */
export function normalizeDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
}

/** A language's name in another: "en" on a Marathi page is इंग्रजी. */
export function languageName(locale: Locale, inLocale: Locale): string {
  return displayName("language", locale, inLocale)
}

/** A country's name in a language, from its two-letter code: "IN" is India in English, भारत in Marathi and Hindi. */
export function countryName(code: string, inLocale: Locale): string {
  return displayName("region", code, inLocale)
}

function displayName(type: "language" | "region", code: string, inLocale: Locale): string {
  return new Intl.DisplayNames([localeTags[inLocale]], { type }).of(code) ?? code
}
