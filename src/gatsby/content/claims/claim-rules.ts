// What no page of this site may say, as code reviewed with every change, not content an editor can change.
//
// India's Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954 forbids advertising that claims to cure,
// treat or prevent the diseases in its Schedule, cancer, diabetes and heart disease among them; the Advertising
// Standards Council of India (ASCI) acts on such claims, and the Consumer Protection Act's guidelines on misleading
// advertisements require every claim to be substantiated. Patterns match word families and spellings, in English,
// Marathi and Hindi; "negatable" rules let an honest negation through ("not a cure", "cannot guarantee").

import type { Locale } from "../../../lib/locales"

export interface ClaimRule {
  /** The language its words and its honest wording are in. Every rule reads every text, whatever its language. */
  language: Locale
  /** The words it refuses, as a case-insensitive pattern over a whole text. */
  pattern: RegExp
  /** Why the phrase is refused, completing "which ...". */
  why: string
  /** An honest wording to use instead. */
  instead: string
  /** Whether a negation just before it ("not", "cannot", "does not") or after it (नाही, नहीं) makes it honest. */
  negatable: boolean
}

/** Diseases the Act names that this site's pages discuss. */
const scheduled = String.raw`(?:cancers?|tumou?rs?|malignan\w*|diabetes|heart disease|heart attacks?|arthritis)`
// Not कर्करोगतज्ज्ञ: "the oncologist treats" is the honest sentence.
const scheduledMr = String.raw`(?:कर्करोग(?!तज्ज्ञ)|कॅन्सर|मधुमेह|हृदयरोग)`
const scheduledHi = String.raw`(?:कैंसर|कर्क रोग|मधुमेह|डायबिटीज़?|हृदय रोग)`
/** A tumour or lump, in Marathi and Hindi. */
const lumpMr = String.raw`(?:गाठ|ट्यूमर)`
const lumpHi = String.raw`(?:ट्यूमर|गांठ|गाँठ)`
const conventional = String.raw`(?:chemo\w*|radio\w*|radiation|surgery|operations?|conventional (?:treatment|medicine)|modern medicine|allopath\w*|(?:your |the )?oncologist'?s? (?:treatment|care)|hormone therapy|immunotherapy)`
const conventionalMr = String.raw`(?:केमो\S*|किमो\S*|रेडिएशन|रेडिओथेरपी|शस्त्रक्रिया|ऑपरेशन)`
const conventionalHi = String.raw`(?:कीमो\S*|रेडियोथेरेपी|रेडिएशन|सर्जरी|ऑपरेशन)`
// Word boundaries that also hold for Devanagari, where \b does not.
const start = String.raw`(?<![\p{L}\p{M}\p{N}])`
const end = String.raw`(?![\p{L}\p{M}\p{N}])`

// Texts are matched in the form asRead gives them (claims-guard.ts), so a rule is written in that form too.
const rule = (source: string, why: string, instead: string, negatable = true): Omit<ClaimRule, "language"> => ({
  pattern: new RegExp(`${start}(?:${source.normalize("NFKC")})${end}`, "giu"),
  why,
  instead,
  negatable,
})

const cureWhy = "claims to cure a disease; the Drugs and Magic Remedies Act forbids that"
const cureInstead = "describe supportive care: \"may help with strength, appetite and comfort during treatment\""
const outcomeWhy = "promises an outcome no honest medical page can promise"
const outcomeInstead = "\"we cannot promise results; we explain what supportive care may help with\""
const safetyWhy = "promises that care carries no risk, and no treatment can"
const safetyInstead = "\"chosen and dosed for you, and planned with your oncologist\""
const alternativeWhy = "offers Ayurveda in place of the treatment an oncologist advises"
const alternativeInstead = "\"alongside the treatment your oncologist advises, never instead of it\""
const superlativeWhy = "is a superlative or a proof no one can check"
const superlativeInstead = "say what the centre does, plainly: \"experienced\", \"careful\", \"studied in classical texts\""
const tumourWhy = "claims to act on a tumour or on cancer itself; the Drugs and Magic Remedies Act forbids that"
const tumourInstead = "\"supportive care for comfort and strength, alongside the treatment your oncologist gives\""
const preventWhy = "claims to prevent a disease the Drugs and Magic Remedies Act names"

const inLanguage = (language: Locale, rules: Omit<ClaimRule, "language">[]): ClaimRule[] =>
  rules.map((each) => ({ ...each, language }))

export const claimRules: readonly ClaimRule[] = [
  ...inLanguage("en", [
    // Cure, treat, heal, prevent
    rule(String.raw`cur(?:e|es|ed|ing|able|ative|atively)|incurable`, cureWhy, cureInstead),
    rule(String.raw`(?:treats?|heals?|healing|reverses?|reversing|reversed|reversal of|defeats?|beats?) (?:your |the |any )?${scheduled}`, cureWhy, cureInstead),
    rule(String.raw`${scheduled} (?:reversal|remission guaranteed|free for life)|(?:cancer|tumou?r|disease|diabetes)[- ]free`, cureWhy, cureInstead),
    rule(String.raw`(?:prevents?|preventing|prevention of|(?:reduces?|reducing|lowers?|lowering|cuts?) (?:the |your )?risk of) (?:\w+ ){0,2}${scheduled}`, preventWhy, "\"a healthy routine; keep up the screening your doctor advises\""),
    rule(String.raw`anti[- ]?(?:cancer|tumou?r|cancerous)`, tumourWhy, tumourInstead),
    rule(String.raw`eradicat(?:e|es|ed|ing|ion)`, tumourWhy, tumourInstead),
    rule(String.raw`(?:eliminat|shrink|shrank|shrunk|kill|destroy|dissolv|melt|starv)\w* (?:the |your |all |any )?(?:cancer(?:ous)? cells?|${scheduled})`, tumourWhy, tumourInstead),
    rule(String.raw`(?:cancer|tumou?r) (?:shrinkage|elimination|destruction)|(?:cancer|tumou?r)[- ](?:fighting|killing|shrinking|destroying)|(?:fights?|combats?|attacks?|targets?) (?:the |your )?(?:cancer(?:ous)?|tumou?rs?)(?: cells?)?`, tumourWhy, tumourInstead),
    // Outcomes and safety
    rule(String.raw`guarantee(?:s|d)?|assured (?:results?|recovery|relief)`, outcomeWhy, outcomeInstead),
    rule(String.raw`miracles?|miraculous(?:ly)?|magic(?:al)? (?:cure|remed\w+|results?|herbs?)`, outcomeWhy, outcomeInstead),
    rule(String.raw`(?:permanent|instant|immediate|overnight|complete|total|lasting) (?:relief|solution|results?|recovery|healing|remission)`, outcomeWhy, outcomeInstead),
    rule(String.raw`(?:no|zero|without(?: any)?|free (?:of|from)(?: any)?) side[- ]?effects?|side[- ]?effects?[- ]free`, safetyWhy, safetyInstead, false),
    rule(String.raw`risk[- ]?free|(?:completely|totally|absolutely|perfectly|entirely) safe|harmless`, safetyWhy, safetyInstead),
    rule(String.raw`100 ?(?:%|per ?cent)`, "claims a certainty no care can offer", "say what is true without a figure of certainty", false),
    // Instead of the oncologist
    rule(String.raw`(?:alternative|substitute|replacement) (?:to|for) ${conventional}|instead of ${conventional}|in place of ${conventional}|replac(?:e|es|ing) ${conventional}|(?:avoid|skip|stop)(?:s|ping)? ${conventional}|no need for ${conventional}`, alternativeWhy, alternativeInstead),
    // Superlatives and proofs
    rule(String.raw`best|no\.? ?1|number one|#1|the only|world[- ]class|(?:clinically |scientifically )?proven`, superlativeWhy, superlativeInstead),
  ]),

  ...inLanguage("mr", [
    rule(String.raw`बर(?:ा|े|ी)\s*(?:कर|हो|होण्या|होणे|होतो|होते|होईल)\S*|पूर्णपणे बर\S*|रोगमुक्त\S*|(?:कर्करोग|कॅन्सर|कर्क)मुक्त\S*|${scheduledMr}\S* (?:\S+ )?(?:उपचार|इलाज) (?:करतो|करतात|करते|करू|केले जातात|केला जातो|होतो|होतात)\S*|${scheduledMr}\S*वर मात`, cureWhy, "\"उपचारांदरम्यान शक्ती, भूक व आराम यासाठी पूरक काळजी\""),
    rule(String.raw`हमी|हमखास|खात्रीशीर|गॅरंटी|खात्रीने बर\S*`, outcomeWhy, "\"आम्ही परिणामाचे वचन देऊ शकत नाही\""),
    rule(String.raw`चमत्कार\S*`, outcomeWhy, "\"आम्ही परिणामाचे वचन देऊ शकत नाही\""),
    rule(String.raw`(?:कायमस्वरूपी|कायमचा|कायमचे|त्वरित|तात्काळ|झटपट) (?:आराम|उपाय|परिणाम|सुटका)`, outcomeWhy, "\"आम्ही परिणामाचे वचन देऊ शकत नाही\""),
    rule(String.raw`(?:कोणतेही |कोणताही |कुठलेही |कुठलाही )?दुष्परिणाम (?:होत )?(?:नाहीत|नाही|नसलेले)|दुष्परिणामरहित|साइड ?इफेक्ट(?:्स)? नाही\S*|(?:पूर्ण|पूर्णपणे|पूर्णतः|संपूर्ण) सुरक्षित|जोखीममुक्त`, safetyWhy, "\"आपल्यासाठी निवडलेली व आपल्या कर्करोगतज्ज्ञांशी विचारविनिमय करून ठरवलेली\"", false),
    rule(String.raw`${conventionalMr}(?:ऐवजी|ला पर्याय|च्या ऐवजी|ची गरज नाही| घेण्याची गरज नाही| करण्याची गरज नाही)|${conventionalMr} (?:थांबवा|थांबवावी|थांबवावे|बंद करा|सोडा|सोडून द्या|टाळा|टाळावी|टाळावे)`, alternativeWhy, "\"आपल्या कर्करोगतज्ज्ञांच्या उपचारांसोबत, त्यांच्या जागी कधीच नाही\""),
    rule(String.raw`(?:कर्करोग|कॅन्सर|${lumpMr})\S* (?:पेशी )?(?:नष्ट|विरघळ|संपव|नाश|नायनाट|मार)\S*|${lumpMr}\S* (?:कमी|लहान|आकुंचन)\S*|कर्करोग(?:विरोधी|नाशक)`, tumourWhy, "\"कर्करोगावरील उपचार आपले कर्करोगतज्ज्ञ करतात; आम्ही पूरक काळजी देतो\""),
    rule(String.raw`${scheduledMr}\S*(?: होण्याचा)? (?:धोका कमी|टाळ|प्रतिबंध|रोख|बचाव|संरक्षण)\S*|${scheduledMr}प्रतिबंधक`, preventWhy, "\"निरोगी दिनचर्या; डॉक्टरांनी सांगितलेल्या तपासण्या वेळेवर करा\""),
    rule(String.raw`सर्वोत्तम|सर्वश्रेष्ठ|एकमेव|नंबर ?(?:1|१)|क्रमांक ?(?:1|१)|शास्त्रीयदृष्ट्या सिद्ध`, superlativeWhy, "\"अनुभवी\", \"काळजीपूर्वक\""),
    rule(String.raw`१०० ?(?:%|टक्के)|100 ?टक्के|शंभर टक्के`, "claims a certainty no care can offer", "\"आकड्याशिवाय, जे खरे आहे ते सांगा\"", false),
  ]),

  ...inLanguage("hi", [
    // "ठीक करना" also means to correct (a form, one's data): only a disease or a patient before it makes it a cure. A
    // clinic that "treats cancer" is refused; a patient "undergoing" treatment (इलाज करा रहे) is not.
    rule(String.raw`(?:${scheduledHi}|ट्यूमर)(?: का| की)? (?:इलाज|उपचार) (?:करते|करता|करती|करेंगे|करेगा|करेगी|किया|करना|करने|कर सकते|कर सकता|होता|होते|होगा)\S*|(?:कैंसर|${lumpHi}|रोग|बीमारी|मधुमेह|डायबिटीज़?|मरीज़?|रोगी)\S*(?: \S+){0,3} ठीक (?:कर|हो)\S*|पूरी तरह (?:ठीक|स्वस्थ)\S*|(?:कैंसर|रोग)[ -]?मुक्त\S*|जड़ से (?:खत्म|ख़त्म|मिटा)\S*|(?:कैंसर|ट्यूमर)(?: पर| को) (?:विजय|जीत|हरा|मात)\S*`, cureWhy, "\"इलाज के दौरान ताकत, भूख और आराम के लिए सहायक देखभाल\""),
    rule(String.raw`ग(?:ा|ै)र(?:ं|ण्|न्)टी|पक्का (?:इलाज|परिणाम)|निश्चित (?:इलाज|परिणाम)`, outcomeWhy, "\"हम किसी परिणाम का वादा नहीं कर सकते\""),
    rule(String.raw`चमत्कार\S*`, outcomeWhy, "\"हम किसी परिणाम का वादा नहीं कर सकते\""),
    rule(String.raw`(?:स्थायी|हमेशा के लिए|तुरंत|तत्काल|फ़ौरन|फौरन) (?:राहत|इलाज|समाधान|परिणाम)`, outcomeWhy, "\"हम किसी परिणाम का वादा नहीं कर सकते\""),
    rule(String.raw`(?:कोई )?(?:दुष्प्रभाव|साइड ?इफ़ेक्ट|साइड ?इफेक्ट)(?: नहीं| रहित)|पूरी तरह (?:से )?सुरक्षित|बिल्कुल सुरक्षित|जोखिम[- ]?मुक्त`, safetyWhy, "\"आपके लिए चुनी गई और आपके कैंसर विशेषज्ञ से सलाह करके तय की गई\"", false),
    rule(String.raw`${conventionalHi}(?: के बजाय| की जगह| का विकल्प| की ज़रूरत नहीं| की जरूरत नहीं)|${conventionalHi} (?:छोड़ दें|छोड़ दीजिए|छोड़ें|छोड़िए|बंद कर दें|बंद करें|रोक दें|रोकें|टालें|न कराएं|न करवाएं)`, alternativeWhy, "\"आपके कैंसर विशेषज्ञ के इलाज के साथ, उसकी जगह कभी नहीं\""),
    rule(String.raw`(?:कैंसर|${lumpHi})(?: की| को| के)? (?:कोशिकाओं को )?(?:नष्ट|खत्म|ख़त्म|गला)\S*|${lumpHi}\S* (?:छोटा|छोटी|छोटे|सिकुड़|कम)\S*|कैंसर[- ]?रोधी`, tumourWhy, "\"कैंसर का इलाज आपके कैंसर विशेषज्ञ करते हैं; हम सहायक देखभाल देते हैं\""),
    rule(String.raw`${scheduledHi}(?: से| को| की| का| के)? (?:बचा|रोक)\S*|${scheduledHi}(?: का| के)? (?:खतरा|ख़तरा|जोखिम) (?:कम|घटा)\S*`, preventWhy, "\"स्वस्थ दिनचर्या; डॉक्टर की बताई जाँचें समय पर कराएँ\""),
    rule(String.raw`सर्वश्रेष्ठ|सबसे अच्छ\S*|एकमात्र|नंबर ?(?:1|१)|वैज्ञानिक रूप से सिद्ध|प्रमाणित इलाज`, superlativeWhy, "\"अनुभवी\", \"सावधानी से\""),
    rule(String.raw`१०० ?(?:%|प्रतिशत)|100 ?प्रतिशत|सौ प्रतिशत`, "claims a certainty no care can offer", "\"बिना किसी निश्चितता के आंकड़े के, जो सच है वही कहें\"", false),
  ]),
]
