import { defaultLocale, type Locale } from "../../src/lib/locales"

interface Version {
  source: string
  locale: string
}

/**
 * Each entry once, for a reader of `locale`: its version in that language where it is written in it, else its English
 * one; an entry in neither (an article only in Hindi, for a Marathi reader) is left out.
 */
export function versionsInLanguage<T extends Version>(versions: readonly T[], locale: Locale): T[] {
  const bySource = new Map<string, T>()
  for (const version of versions) {
    const { source, locale: own } = version
    const chosen = bySource.get(source)
    if (own === locale || (own === defaultLocale && chosen?.locale !== locale)) bySource.set(source, version)
  }
  return [...bySource.values()]
}
