import { execFileSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Locale } from "../../lib/locales"

/** Where the cut fonts are written; src/styles/fonts.scss and src/gatsby/render/on-render-body.tsx take them from here. */
export const cutFontDir = path.resolve(".cache/fonts")

export interface FontCut {
  /** The @fontsource file to cut. */
  font: string
  /** Its package's folder, whose version is part of the recipe. */
  fontPackage: string
  out: string
  characters: string
  /** Words whose shaped glyphs (conjuncts, ligatures) the cut keeps. */
  words: string[]
  languages: Locale[]
  /** Variable axes narrowed to the weights the site uses. */
  axes: Record<string, { min: number; max: number }>
}

/**
 * Writes the cut font (harfbuzz-cut.mjs). A build whose recipe (characters, words, axes and the package's version) is the
 * last cut's keeps its file, since a cut takes seconds.
 */
export function writeCutFont({ fontPackage, ...input }: FontCut) {
  const version = JSON.parse(fs.readFileSync(path.join(fontPackage, "package.json"), "utf8")).version
  const recipe = crypto.createHash("sha256").update(JSON.stringify({ version, ...input })).digest("hex")
  const recipeFile = `${input.out}.recipe`
  if (fs.existsSync(input.out) && fs.existsSync(recipeFile) && fs.readFileSync(recipeFile, "utf8") === recipe) return
  fs.mkdirSync(path.dirname(input.out), { recursive: true })
  const cut = path.resolve("src/gatsby/fonts/harfbuzz-cut.mjs")
  execFileSync(process.execPath, [cut], { input: JSON.stringify(input), stdio: ["pipe", "inherit", "inherit"] })
  fs.writeFileSync(recipeFile, recipe)
}
