import { localizeDigits, type Locale } from "./locales"

/** How soon to act, the three steps of the NHS's care cards: advice, urgent advice, immediate action. */
export const careLevels = ["advice", "urgent", "immediate"] as const
export type CareLevel = (typeof careLevels)[number]

/** A page a card follows, as it read on the day it was read. */
export interface CareSource {
  title: string
  publisher: string
  url: string
  /** The day it was read, written 2026-11-28. */
  read: string
}

/** Advice on when to get help: a care card of content/care-cards, in the page's language. */
export interface CareCardData {
  level: CareLevel
  /** One action, ending where the points begin: "Call your chemotherapy team's 24-hour line now if the person:" */
  heading: string
  points: readonly string[]
  /** Who to call, and what to do when they cannot be reached: every urgent and immediate card has both. */
  call?: { whom: string; otherwise: string } | null
  /** What else to do or not to do while acting: "Do not wait until morning." */
  notes?: readonly string[] | null
  sources: readonly CareSource[]
  /** false where the card's words are not those its medical reviewer signed off; the card then says so. */
  signedOff?: boolean | null
}

/** The numbers and temperatures cards refer to ({emergency}, {feverFrom}), written once in site.yaml. */
export interface CareFacts {
  emergency: string
  ambulance: string
  teleManas: string
  feverFrom: number
  coldBelow: number
}

/** The facts a card may name, each as {name}; the phone numbers among them are links that call. */
export const careFactNames = ["emergency", "ambulance", "teleManas", "feverFrom", "coldBelow"] as const
export type CareFactName = (typeof careFactNames)[number]
export const phoneFacts: readonly CareFactName[] = ["emergency", "ambulance", "teleManas"]

const oneDecimal = new Intl.NumberFormat("en", { maximumFractionDigits: 1 })

/** A temperature in °C with °F beside it, because most thermometers in Indian homes read °F: 37.5 °C (99.5 °F). */
export function temperatureText(celsius: number): string {
  return `${oneDecimal.format(celsius)} °C (${oneDecimal.format((celsius * 9) / 5 + 32)} °F)`
}

/** What stands in a card for a fact, in the page's digits: a phone number as dialled, or a temperature in °C and °F. */
export function careFactText(name: CareFactName, facts: CareFacts, locale: Locale): string {
  const value = facts[name]
  return localizeDigits(typeof value === "number" ? temperatureText(value) : value, locale)
}

/** The {names} a card's text refers to, each once, in order. */
export function careFactsNamed(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name))]
}
