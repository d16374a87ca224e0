import { defaultLocale, locales, type Locale } from "../lib/locales"

/** What a field of the editor is handed of its entry: the other languages' versions under i18n. */
export interface EditorField {
  entry?: { get(key: string): unknown }
}

/** The language a field is edited in: the one of the site's languages its entry holds no other version under. */
export function fieldLanguage({ entry }: EditorField): Locale {
  const others = entry?.get("i18n") as { has?(key: string): boolean } | undefined
  return locales.find((locale) => !others?.has?.(locale)) ?? defaultLocale
}
