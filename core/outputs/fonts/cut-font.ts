import { spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Locale } from "../../../src/lib/locales"
import type { ContentFile } from "../../content/content-files"

/**
 * Where the cut fonts are written; src/styles/fonts.scss takes them from here.
 * Not in Gatsby's .cache, which Gatsby empties at its start when its configuration changes, after they are cut.
 */
export const cutFontDir = path.resolve(".prebuilt/fonts")

/** Every content file's text, YAML and Markdown (front matter and body), in every language: what the cut fonts must draw. */
export const contentTexts = (files: readonly ContentFile[]) => files.map(({ yaml, body }) => (body ? `${yaml}\n${body.text}` : yaml))

interface FontCut {
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

const versionOf = (packageDir: string) => JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")).version
const cutterFile = path.resolve("core/outputs/fonts/harfbuzz-cut.mjs")

/**
 * Runs harfbuzz-cut.mjs, its input as JSON on stdin; what it prints, the cause of a failure among it, goes to the
 * build's log. `toolsDigest` stands for the font, the packages and the code that make the file.
 */
function runCutter(input: Omit<FontCut, "fontPackage"> & { toolsDigest: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const cutter = spawn(process.execPath, [cutterFile], { stdio: ["pipe", "inherit", "inherit"] })
    // A cutter that stops before it has read its input says why on stderr; the exit code below reports it.
    cutter.stdin.on("error", () => {})
    cutter.stdin.end(JSON.stringify(input))
    cutter.on("error", reject)
    cutter.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(input.out)} could not be cut (see above)`))))
  })
}

/**
 * Writes the cut font (harfbuzz-cut.mjs) in a process of its own, so that the two fonts are cut at once. A build whose
 * recipe (characters, words, axes, the font's version and the cutter's code and packages) is the last cut's keeps its
 * file, since a cut takes seconds; so does the cutter when new words shape to no new glyph. "cut" means the file's
 * bytes changed.
 */
export async function writeCutFont({ fontPackage, ...input }: FontCut): Promise<"cut" | "unchanged"> {
  const versions = [fontPackage, "node_modules/harfbuzzjs", "node_modules/fontverter"].map((dir) => versionOf(path.resolve(dir)))
  const toolsDigest = crypto
    .createHash("sha256")
    .update(JSON.stringify({ versions, cutter: fs.readFileSync(cutterFile, "utf8"), font: input.font }))
    .digest("hex")
  const recipe = crypto
    .createHash("sha256")
    .update(JSON.stringify({ toolsDigest, ...input }))
    .digest("hex")
  const recipeFile = `${input.out}.recipe`
  if (fs.existsSync(input.out) && fs.existsSync(recipeFile) && fs.readFileSync(recipeFile, "utf8") === recipe) return "unchanged"
  fs.mkdirSync(path.dirname(input.out), { recursive: true })
  const before = fs.existsSync(input.out) ? fs.readFileSync(input.out) : undefined
  await runCutter({ ...input, toolsDigest })
  fs.writeFileSync(recipeFile, recipe)
  return before?.equals(fs.readFileSync(input.out)) ? "unchanged" : "cut"
}
