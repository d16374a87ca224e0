// Texts as a reader sees them, and words in one form for matching, so a rule cannot be talked around by what does not
// show or by a spelling that reads the same.

/**
 * A text as a reader sees it: invisible characters dropped (a soft hyphen inside "cu\u00adres", a zero-width joiner
 * inside गारंटी), a hashtag's words parted, any run of spaces, no-break spaces or line breaks one space, look-alike
 * forms folded to the plain ones (full-width letters, a precomposed nukta).
 */
export function visibleText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .replace(hashtag, hashtagWords)
    .replace(/\s+/gu, " ")
}

// A hashtag is words run together: #BestCancerHospitalNashik, #No1AyurvedaCentre, #नाशिकमधील_बेस्ट_सेंटर.
const hashtag = /#[\p{L}\p{M}\p{N}_]+/gu
const hashtagWords = (tag: string) => tag.replace(/_/g, " ").replace(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, " ")

const devanagariDigits = /[०-९]/g
const nukta = /\u093C/g
const chandrabindu = /\u0901/g
// A loan word is written with a short or a long u alike: ट्युमर and ट्यूमर.
const shortU = /\u0941/g
// A nasal consonant joined to the next consonant is written as an anusvara too: गारण्टी and गारंटी, सम्पूर्ण and संपूर्ण.
const joinedNasal = /[ङञणनम]\u094D(?=[क-ह])/g

/**
 * A word in the one form the vocabularies are matched in: lower case, straight apostrophes, Western digits, and the
 * spellings Hindi and Marathi write either way folded together: with or without a nukta (ज़/ज, फ़्री/फ्री), a
 * chandrabindu or an anusvara (गाँठ/गांठ), a joined nasal or an anusvara (गारण्टी/गारंटी), a short or a long u
 * (ट्युमर/ट्यूमर); and Marathi's plural "not" (नाहीत) as its singular.
 */
export function foldWord(word: string): string {
  const folded = word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(devanagariDigits, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(nukta, "")
    .replace(chandrabindu, "\u0902")
    .replace(shortU, "\u0942")
    .replace(joinedNasal, "\u0902")
  // Marathi's "not" agrees with a plural subject: नाहीत is नाही.
  return folded === "नाहीत" ? "नाही" : folded
}
