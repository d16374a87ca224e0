// Cuts a font to what the pages draw: every character asked for, and the glyphs HarfBuzz shapes from the words given
// and, for Devanagari, from every form a syllable can take (below). cut-font.ts runs it in a child process and gives
// it { font, out, characters, words, languages, axes, toolsDigest } as JSON on stdin: harfbuzzjs is an ES module that
// waits for its WebAssembly as it loads, which the CommonJS Gatsby compiles gatsby-node into cannot require.
//
// Why not subset-font: HarfBuzz's subsetter, given characters only, keeps every glyph the font's substitutions can
// reach from them. For Devanagari that is the font's whole library of conjuncts (क्त, द्ध, ...), half of its glyphs,
// though a page uses a few dozen of them. Given glyphs as well, it keeps the conjuncts the words use; a conjunct the
// cut font lacks (in a word a visitor types, say) is drawn as a half letter beside a full one, which is how
// Devanagari writes any conjunct a font has no ligature for.
import fs from "node:fs"
import { fileURLToPath } from "node:url"
import fontverter from "fontverter"
import * as hb from "harfbuzzjs"

const codePoints = (characters, first, last) => [...characters].filter((character) => character.codePointAt(0) >= first && character.codePointAt(0) <= last)

/**
 * Every form a Devanagari syllable of one consonant takes: with each vowel sign and mark, with reph above (र्क) and
 * ra below (क्र), as a half form, and as the half form before each consonant with each vowel sign, which is how a
 * conjunct without a ligature is drawn (and where the i-matra's length changes with what it spans).
 */
function devanagariSyllables(characters) {
  const virama = "\u094d"
  const joiner = "\u200d"
  const consonants = [...codePoints(characters, 0x915, 0x939), ...codePoints(characters, 0x958, 0x95f), ...codePoints(characters, 0x978, 0x97f)]
  const vowelSigns = [
    "",
    ...codePoints(characters, 0x93a, 0x94c),
    ...codePoints(characters, 0x94e, 0x94f),
    ...codePoints(characters, 0x955, 0x957),
    ...codePoints(characters, 0x962, 0x963),
  ]
  const marks = ["", ...codePoints(characters, 0x900, 0x903)]
  const syllables = [...characters]
  for (const consonant of consonants) {
    for (const vowelSign of vowelSigns) {
      for (const mark of marks) {
        const withVowel = `${vowelSign}${mark}`
        syllables.push(`${consonant}${withVowel}`, `र${virama}${consonant}${withVowel}`, `${consonant}${virama}र${withVowel}`, `${consonant}\u093c${withVowel}`)
      }
      for (const next of consonants) {
        syllables.push(`${consonant}${virama}${joiner}${next}${vowelSign}`, `${consonant}${virama}${joiner}${next}${vowelSign}\u0902`)
      }
    }
    syllables.push(`${consonant}${virama}`, `${consonant}${virama}${joiner}`, `${consonant}${virama}\u200c`, `र${virama}${joiner}${consonant}`)
  }
  for (const vowel of codePoints(characters, 0x904, 0x914)) for (const mark of marks) syllables.push(`${vowel}${mark}`)
  return syllables
}

/**
 * The glyphs HarfBuzz draws these texts with, shaped in each language (Marathi and Hindi shape a few letters apart).
 * They are shaped a thousand to a call into the WebAssembly, a space between each, as words stand on a page: a space
 * ends a Devanagari syllable. Both cut files came out byte for byte the same as when each text was shaped alone.
 */
function shapedGlyphs(truetype, texts, languages) {
  const font = new hb.Font(new hb.Face(new hb.Blob(truetype)))
  const glyphs = new Set()
  const textsPerBuffer = 1000
  for (const language of languages) {
    for (let first = 0; first < texts.length; first += textsPerBuffer) {
      const buffer = new hb.Buffer()
      buffer.addText(texts.slice(first, first + textsPerBuffer).join(" "))
      buffer.setLanguage(language)
      buffer.guessSegmentProperties()
      hb.shape(font, buffer)
      for (const { codepoint: glyph } of buffer.getGlyphInfos()) glyphs.add(glyph)
    }
  }
  return glyphs
}

const tag = (name) => [...name].reduce((value, character) => (value << 8) + character.charCodeAt(0), 0)

/** HarfBuzz's subsetter (the WebAssembly subset-font runs) keeping these characters and glyphs and every layout feature. */
async function subset(truetype, { characters, glyphs, axes }) {
  const wasm = fs.readFileSync(fileURLToPath(import.meta.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")))
  const harfbuzz = (await WebAssembly.instantiate(wasm)).instance.exports
  harfbuzz._initialize()
  const heap = () => new Uint8Array(harfbuzz.memory.buffer)
  const data = harfbuzz.malloc(truetype.byteLength)
  heap().set(truetype, data)
  const writableMemory = 2
  const blob = harfbuzz.hb_blob_create(data, truetype.byteLength, writableMemory, 0, 0)
  const face = harfbuzz.hb_face_create(blob, 0)
  harfbuzz.hb_blob_destroy(blob)
  const input = harfbuzz.hb_subset_input_create_or_fail()
  const layoutFeatureSet = 6
  const features = harfbuzz.hb_subset_input_set(input, layoutFeatureSet)
  harfbuzz.hb_set_clear(features)
  harfbuzz.hb_set_invert(features)
  const keptCharacters = harfbuzz.hb_subset_input_unicode_set(input)
  for (const character of characters) harfbuzz.hb_set_add(keptCharacters, character.codePointAt(0))
  const keptGlyphs = harfbuzz.hb_subset_input_glyph_set(input)
  for (const glyph of glyphs) harfbuzz.hb_set_add(keptGlyphs, glyph)
  const noLayoutClosure = 0x200
  harfbuzz.hb_subset_input_set_flags(input, harfbuzz.hb_subset_input_get_flags(input) | noLayoutClosure)
  for (const [axis, { min, max }] of Object.entries(axes)) {
    if (!harfbuzz.hb_subset_input_set_axis_range(input, face, tag(axis), min, max, NaN)) throw new Error(`The font has no ${axis} axis`)
  }
  const cut = harfbuzz.hb_subset_or_fail(face, input)
  harfbuzz.hb_subset_input_destroy(input)
  if (cut === 0) throw new Error("HarfBuzz could not cut the font")
  const result = harfbuzz.hb_face_reference_blob(cut)
  const start = harfbuzz.hb_blob_get_data(result, 0)
  const bytes = Buffer.from(heap().subarray(start, start + harfbuzz.hb_blob_get_length(result)))
  harfbuzz.hb_blob_destroy(result)
  harfbuzz.hb_face_destroy(cut)
  harfbuzz.hb_face_destroy(face)
  harfbuzz.free(data)
  return bytes
}

const { font, out, characters, words, languages, axes, toolsDigest } = JSON.parse(fs.readFileSync(0, "utf8"))
const truetype = await fontverter.convert(fs.readFileSync(font), "truetype")
const glyphs = shapedGlyphs(truetype, [...words, ...devanagariSyllables(characters)], languages)
// What the file is made of. Most new words shape to glyphs the file has; the file they would make is the one there.
const made = JSON.stringify({ toolsDigest, characters, glyphs: [...glyphs].sort((a, b) => a - b), axes })
const madeFile = `${out}.made`
if (!fs.existsSync(out) || !fs.existsSync(madeFile) || fs.readFileSync(madeFile, "utf8") !== made) {
  // Written whole, then renamed: a cut stopped as it writes leaves no part of a font to be kept.
  fs.writeFileSync(`${out}.part`, await fontverter.convert(await subset(truetype, { characters, glyphs, axes }), "woff2", "truetype"))
  fs.renameSync(`${out}.part`, out)
  fs.writeFileSync(madeFile, made)
}
