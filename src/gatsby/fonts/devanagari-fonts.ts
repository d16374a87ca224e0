import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import { listContentFiles } from "../content/collections"

// Marathi and Hindi pages are drawn in Noto Sans Devanagari (src/styles/fonts.scss). @fontsource's Devanagari files
// hold every sign of the script's Unicode block, Vedic accents and Sindhi letters among them, with all the conjuncts
// they form. Cut to the letters Marathi and Hindi write, the two files a Marathi or Hindi page downloads before it
// can draw its words are 30% smaller (35 and 38 KB instead of 50 and 54), which a phone on a slow network feels.

/** Where the cut fonts are written; src/styles/fonts.scss and src/gatsby/render/on-render-body.tsx take them from here. */
const devanagariFontsDir = path.resolve(".cache/fonts")

export const devanagariWeights = [400, 700] as const

/** Everything everyday Marathi and Hindi write, whether or not today's content uses it, so a new word never falls back. */
const everydayRanges: [number, number][] = [
  [0x0900, 0x0950], // signs, vowels, consonants, vowel signs, virama, om
  [0x0958, 0x0970], // consonants with nukta (क़ ज़ फ़), vocalic ॠ ॡ, dandas, digits ० to ९, abbreviation sign
  [0x0972, 0x0972], // Marathi's candra a (ॲ)
  [0x200c, 0x200d], // the zero-width non-joiner and joiner that shape half forms and the eyelash ra (र्‍)
  [0x20b9, 0x20b9], // ₹
  [0x25cc, 0x25cc], // the dotted circle a browser draws under a vowel sign with no letter
]

/** The characters the cut fonts keep: the everyday set, and any other Devanagari character a content file uses. */
export function devanagariCharacters(contentDir: string): string {
  const characters = new Set<string>()
  for (const [first, last] of everydayRanges) {
    for (let codePoint = first; codePoint <= last; codePoint++) characters.add(String.fromCodePoint(codePoint))
  }
  for (const file of listContentFiles(contentDir)) {
    for (const character of fs.readFileSync(path.join(contentDir, file), "utf8").match(/\p{Script_Extensions=Devanagari}/gu) ?? []) {
      characters.add(character)
    }
  }
  return [...characters].join("")
}

// Gatsby bundles this file, so the package is found from the site root rather than with require.resolve.
const fontsource = path.resolve("node_modules/@fontsource/noto-sans-devanagari")

/** @fontsource's whole Devanagari file of a weight, which the build cuts down. */
export const wholeDevanagariFont = (weight: number) => path.join(fontsource, `files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`)

/**
 * Writes noto-sans-devanagari-<weight>.woff2 for each weight the site uses, keeping what devanagariCharacters needs.
 * A build whose characters and @fontsource version are those of the last cut keeps its files (a cut takes a second).
 */
export async function writeDevanagariFonts(contentDir: string, outDir = devanagariFontsDir) {
  const characters = devanagariCharacters(contentDir)
  const recipe = `${JSON.parse(fs.readFileSync(path.join(fontsource, "package.json"), "utf8")).version}\n${characters}`
  const recipeFile = path.join(outDir, "recipe.txt")
  const outFile = (weight: number) => path.join(outDir, `noto-sans-devanagari-${weight}.woff2`)
  const alreadyCut =
    fs.existsSync(recipeFile) && fs.readFileSync(recipeFile, "utf8") === recipe && devanagariWeights.every((weight) => fs.existsSync(outFile(weight)))
  if (alreadyCut) return
  fs.mkdirSync(outDir, { recursive: true })
  await Promise.all(
    devanagariWeights.map(async (weight) => {
      const whole = fs.readFileSync(wholeDevanagariFont(weight))
      fs.writeFileSync(outFile(weight), await subsetFont(whole, characters, { targetFormat: "woff2" }))
    }),
  )
  fs.writeFileSync(recipeFile, recipe)
}
