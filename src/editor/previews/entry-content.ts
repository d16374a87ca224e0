import { isRecord } from "../../lib/is-record"
import { defaultLocale, locales, type Locale } from "../../lib/locales"
import { sourceKey } from "../translated-entry"

// An entry as the preview pane hands it over: an Immutable Map whose `data` holds the language being previewed and
// whose `i18n` holds the others. A Marathi or Hindi file holds words only; the facts stay in the English one.

interface ImmutableValue {
  toJS(): unknown
}

export interface PreviewEntry {
  getIn(path: readonly string[]): ImmutableValue | undefined
  /** The entry's file name, once it has been saved. */
  get(key: "slug"): string | undefined
}

type Value = unknown

/**
 * The words of a translation laid over the English facts: objects key by key, lists of objects entry by entry (a
 * translated list follows the English order), anything else the translation's where it has one.
 */
export function wordsOverFacts(facts: Value, words: Value): Value {
  if (words === undefined || words === null || words === "") return facts
  if (isRecord(facts) && isRecord(words)) {
    const keys = new Set([...Object.keys(facts), ...Object.keys(words)])
    return Object.fromEntries([...keys].map((key) => [key, wordsOverFacts(facts[key], words[key])]))
  }
  if (Array.isArray(facts) && Array.isArray(words) && facts.some(isRecord)) {
    return facts.map((entry, index) => wordsOverFacts(entry, words[index]))
  }
  return words
}

/**
 * The language the preview pane shows: the one the entry's `i18n` leaves out, as it holds the others. (The pane's
 * document keeps the lang it was opened with when the editor switches language.) A translation not yet made is
 * left out too, but it cannot be previewed, and English, which always exists, comes first.
 */
export function previewLocale(entry: PreviewEntry): Locale {
  const others = Object.keys((entry.getIn(["i18n"])?.toJS() as object | undefined) ?? {})
  return locales.find((locale) => !others.includes(locale)) ?? defaultLocale
}

/** An entry's fields in one language, without the file's text that the editor's formats carry along with them. */
function fieldsIn(entry: PreviewEntry, path: readonly string[]): Record<string, Value> {
  const { [sourceKey]: _source, ...fields } = (entry.getIn(path)?.toJS() ?? {}) as Record<string, Value>
  return fields
}

/** The entry's content in the language being previewed, with the English file's facts under its words. */
export function entryContent<T>(entry: PreviewEntry, locale: Locale): T {
  const shown = fieldsIn(entry, ["data"])
  if (locale === defaultLocale) return shown as T
  return wordsOverFacts(fieldsIn(entry, ["i18n", defaultLocale, "data"]), shown) as T
}
