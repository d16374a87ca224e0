// The words the claim families share, so that a new word for a disease, a treatment or a verb form is caught by every
// claim made with it. Patterns are matched as asRead gives texts (claims-guard.ts): NFKC, one space between words.

/** Any one of the alternatives. */
export const oneOf = (...alternatives: string[]) => `(?:${alternatives.join("|")})`

/** Every form of a regular English verb: cure, cures, cured, curing; stop, stopped, stopping; heal, heals, healed. */
export function verb(...bases: string[]): string {
  return oneOf(
    ...bases.map((base) =>
      base.endsWith("e") ? `${base.slice(0, -1)}(?:e|es|ed|ing)` : `${base}(?:s|es|ed|ing|${base.slice(-1)}ed|${base.slice(-1)}ing)?`,
    ),
  )
}

// Word boundaries that also hold for Devanagari, where \b does not.
export const start = String.raw`(?<![\p{L}\p{M}\p{N}])`
export const end = String.raw`(?![\p{L}\p{M}\p{N}])`
/** One English word, of any kind. */
const word = String.raw`[\p{L}\p{N}'’-]+`

/** Words that end a noun phrase: a disease named after them is no longer the object ("treats people with cancer"). */
const functionWords = oneOf(
  "with", "without", "during", "after", "before", "for", "from", "of", "in", "on", "at", "by", "and", "or", "but", "to",
  "through", "around", "alongside", "beside", "into", "about", "against", "than", "as", "like", "who", "that", "which",
  "whose", "is", "are", "was", "were", "be", "been", "not", "no", "because", "when", "while", "if", "the", "a", "an",
  "you", "your", "yourself", "them", "him", "her", "us", "me", "people", "patients?", "persons?", "famil(?:y|ies)",
)
/** Up to `count` words that describe a noun ("breast", "stage 4", "Ayurvedic"), none of them a function word. */
export const describedBy = (count: number) => String.raw`(?:(?!${functionWords}${end})${word} ){0,${count}}?`

export const en = {
  /** The diseases the Drugs and Magic Remedies Act names that this site's pages discuss, and tumours. */
  scheduled: oneOf(
    "cancer(?:ous)? (?:cells?|growths?|tumou?rs?)", "cancers?", "tumou?rs?", "malignan\\w*", "metasta\\w*", "leuk(?:a)?emias?",
    "lymphomas?", "carcinomas?", "sarcomas?", "diabetes", "heart disease", "heart attacks?", "arthritis",
  ),
  /** Any disease, for claims to cure one ("heals disease"); not for prevention, which the Act ties to its Schedule. */
  illness: oneOf("diseases?", "illness(?:es)?", "sickness(?:es)?", "ailments?"),
  /** A disease named as what a treatment, a team or a symptom is about ("cancer treatment", "cancer-related fatigue"). */
  asModifier: String.raw`(?:[- ]?(?:treatments?|care|therap(?:y|ies)|specialists?|doctors?|surgeons?|teams?|centres?|centers?|hospitals?|screening|diagnosis|research|services?|survivors?|risks?|drugs?|medicines?|pain|fatigue|symptoms?|nausea|side[- ]?effects?|stress|worry|anxiety|support)${end}|-\p{L})`,
  /** The treatment an oncologist gives, or the oncologist's care. */
  conventional: String.raw`(?:(?:the|your|any|all) )?${oneOf(
    "chemo\\w*", "radiotherap\\w*", "radiation(?: therapy)?", "surgery", "surgeries", "operations?",
    "conventional (?:treatment|medicine|care)", "modern medicine", "medical treatment", "allopath\\w*",
    "(?:your |the )?(?:oncologist|doctor|physician|surgeon)s?['’]?s? (?:treatment|care)", "hormone therapy", "immunotherapy",
    "targeted (?:therapy|drugs)",
  )}`,
  /** Those who may honestly be said to act on a cancer: the oncologist and the treatments they give. */
  careGivers: oneOf(
    "oncolog\\w*", "doctors?", "surgeons?", "physicians?", "cardiologists?", "(?:medical|treating|oncology|cancer) teams?",
    "chemo\\w*", "radiotherap\\w*", "radiation", "surgery", "operations?", "immunotherapy", "hormone therapy",
    "targeted (?:therapy|drugs)", "conventional (?:treatment|medicine)", "modern medicine",
  ),
}

/** Marathi nouns take their case endings as suffixes: कर्करोगाचा, कर्करोगावर, कर्करोगापासून, गाठीचा. */
const caseMr = String.raw`(?:ा|ां|ी|े)?(?:चा|ची|चे|च्या|ला|ना|पासून|वर|ने|नी|त|तून|मुळे)?`

export const mr = {
  /** Not कर्करोगतज्ज्ञ, the oncologist: "the oncologist treats" is the honest sentence. */
  scheduled: `${oneOf("कर्करोग", "कॅन्सर", "मधुमेह", "हृदयरोग", "संधिवात")}(?!\\s?तज्ज्ञ)${caseMr}`,
  /** A tumour or lump; not गाठणे, to reach. */
  lump: `${oneOf("गाठ(?!ण)", "ट्यूमर", "अर्बुद")}${caseMr}`,
  illness: `${oneOf("रोग", "आजार", "व्याधी")}${caseMr}`,
  conventional: oneOf(
    "केमो\\S*", "किमो\\S*", "रेडिएशन\\S*", "रेडिओथेरपी\\S*", "शस्त्रक्रि\\S*", "ऑपरेशन\\S*", "ॲलोपॅथी\\S*", "अॅलोपॅथी\\S*",
    "आधुनिक (?:उपचार|औषध)\\S*", "पारंपरिक उपचार\\S*", "कर्करोगतज्ज्ञ\\S* (?:उपचार|काळजी)\\S*",
  ),
  careGivers: oneOf("कर्करोगतज्ज्ञ\\S*", "डॉक्टर\\S*", "सर्जन\\S*", "केमो\\S*", "किमो\\S*", "रेडिओथेरपी\\S*", "शस्त्रक्रि\\S*"),
}

export const hi = {
  /** Not कैंसर विशेषज्ञ or हृदय रोग विशेषज्ञ, the oncologist or the cardiologist. */
  scheduled: `${oneOf("कैंसर", "कर्क रोग", "मधुमेह", "डायबिटीज़?", "हृदय रोग", "गठिया")}(?!\\s?विशेषज्ञ)`,
  lump: oneOf("ट्यूमर", "गांठ", "गाँठ"),
  illness: oneOf("रोग", "बीमारी", "बीमारियों"),
  conventional: oneOf(
    "कीमो\\S*", "किमो\\S*", "रेडियोथेरेपी", "रेडिएशन", "सर्जरी", "ऑपरेशन", "एलोपैथी", "अंग्रेज़ी (?:दवा|इलाज)",
    "कैंसर विशेषज्ञ (?:के|की) (?:इलाज|देखभाल)",
  ),
  careGivers: oneOf("कैंसर विशेषज्ञ", "डॉक्टर", "सर्जन", "कीमो\\S*", "किमो\\S*", "रेडियोथेरेपी", "सर्जरी"),
}
