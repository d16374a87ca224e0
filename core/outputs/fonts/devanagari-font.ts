import { execFileSync } from "child_process"
import path from "path"
import { formatDate } from "../../../src/lib/dates"
import { dayName, formatTime, week } from "../../../src/lib/hours"
import type { Locale } from "../../../src/lib/locales"
import { dayWord } from "../../../src/lib/opening-status-line"
import { cutFontDir, writeCutFont } from "./cut-font"

// Marathi and Hindi pages are drawn in Noto Sans Devanagari (src/styles/fonts.scss), from one variable file that holds
// both weights the site uses. @fontsource's file holds every sign of the script's Unicode block, Vedic accents and
// Sindhi letters among them, and every conjunct the font can draw. Cut to the letters Marathi and Hindi write and the
// conjuncts the content uses (harfbuzz-cut.mjs), the one file a Marathi or Hindi page downloads before it can
// draw its words is 48 KB instead of the 121 KB of the whole file, or the 73 KB of 400 and 700 cut to letters alone.

export const devanagariFontFile = "noto-sans-devanagari.woff2"

/** The weights the site draws Devanagari in: body text and headings. */
export const devanagariWeights = { min: 400, max: 700 }

const languages: Locale[] = ["mr", "hi"]

/** Everything everyday Marathi and Hindi write, whether or not today's content uses it, so a new word never falls back. */
const everydayRanges: [number, number][] = [
  [0x0900, 0x0950], // signs, vowels, consonants, vowel signs, virama, om
  [0x0958, 0x0970], // consonants with nukta (क़ ज़ फ़), vocalic ॠ ॡ, dandas, digits ० to ९, abbreviation sign
  [0x0972, 0x0972], // Marathi's candra a (ॲ)
  [0x200c, 0x200d], // the zero-width non-joiner and joiner that shape half forms and the eyelash ra (र्‍)
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // the dotted circle a browser draws under a vowel sign with no letter
]

/** A Devanagari word, with the joiners that shape its half forms. */
export const devanagariRun = /[\p{Script_Extensions=Devanagari}\u200c\u200d]+/gu

/** The characters the cut font keeps: the everyday set, and any other Devanagari character the content uses. */
export function devanagariCharacters(texts: string[]): string {
  const characters = new Set<string>()
  for (const [first, last] of everydayRanges) {
    for (let codePoint = first; codePoint <= last; codePoint++) characters.add(String.fromCodePoint(codePoint))
  }
  for (const text of texts) {
    for (const character of text.match(/\p{Script_Extensions=Devanagari}/gu) ?? []) characters.add(character)
  }
  return [...characters].join("")
}

/** What the pages write with Intl as they run (the opening status, dates), which is in no content file. */
function wordsWrittenInTheBrowser(): string[] {
  const halfHours = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`)
  const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}-01`)
  return languages.flatMap((locale) => [
    ...week.flatMap((day) => [dayName(day, locale), dayWord({ day, inDays: 0 }, locale), dayWord({ day, inDays: 1 }, locale)]),
    ...halfHours.map((time) => formatTime(time, locale)),
    ...months.map((date) => formatDate(date, locale, { weekday: true })),
  ])
}

/** Every Devanagari word of the content and of what the browser writes: the conjuncts the cut font must keep. */
export function devanagariWords(texts: string[]): string[] {
  return [...new Set([...texts, ...wordsWrittenInTheBrowser()].flatMap((text) => text.match(devanagariRun) ?? []))]
}

// Gatsby bundles this file, so the package is found from the site root rather than with require.resolve.
const fontsource = path.resolve("node_modules/@fontsource-variable/noto-sans-devanagari")

/** @fontsource's whole Devanagari file, which the build cuts down. */
export const wholeDevanagariFont = path.join(fontsource, "files/noto-sans-devanagari-devanagari-wght-normal.woff2")

/**
 * Whether this machine has Noto Sans Devanagari installed (Debian: fonts-noto-core), as Android phones do: where it
 * has, Chromium draws Marathi and Hindi in it (src/styles/fonts.scss) and downloads no font. For the bench and tests.
 */
export function hasOwnDevanagariFont(): boolean {
  try {
    return execFileSync("fc-list", [":family=Noto Sans Devanagari"], { encoding: "utf8" }).trim() !== ""
  } catch {
    return false
  }
}

/** Writes noto-sans-devanagari.woff2, keeping the characters of devanagariCharacters and the conjuncts of devanagariWords. */
export function writeDevanagariFont(texts: string[], outDir = cutFontDir) {
  return writeCutFont({
    font: wholeDevanagariFont,
    fontPackage: fontsource,
    out: path.join(outDir, devanagariFontFile),
    characters: devanagariCharacters(texts),
    words: devanagariWords(texts),
    languages,
    axes: { wght: devanagariWeights },
  })
}
