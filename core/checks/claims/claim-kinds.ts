import type { Locale } from "../../../src/lib/locales"

// What no page of this site may say, by what a claim does. India's Drugs and Magic Remedies (Objectionable
// Advertisements) Act, 1954 forbids advertising that claims to cure, treat or prevent the diseases in its Schedule,
// cancer, diabetes and heart disease among them; the Advertising Standards Council of India (ASCI) acts on such claims
// and counts testimonials as advertising, and the Consumer Protection Act's guidelines on misleading advertisements
// require every claim to be substantiated.

export const claimKinds = [
  "acts on a disease",
  "prevents a disease",
  "promises an outcome",
  "promises safety",
  "instead of the oncologist",
  "ranks itself above others",
] as const
export type ClaimKind = (typeof claimKinds)[number]

interface KindWords {
  /** Why such a sentence is refused, completing "…, which …". */
  why: string
  /** An honest wording to use instead. */
  instead: string
}

/** Each kind of claim, why it is refused and what to write instead, in each language an editor writes. */
export const kindWords: Record<Locale, Record<ClaimKind, KindWords>> = {
  en: {
    "acts on a disease": {
      why: "claims to cure a disease or to act on it; the Drugs and Magic Remedies Act forbids that, whoever says it",
      instead: 'describe supportive care: "may help with strength, appetite and comfort during treatment"',
    },
    "prevents a disease": {
      why: "claims to prevent a disease the Drugs and Magic Remedies Act names, or its return",
      instead: '"a healthy routine; keep up the screening and follow-up your doctor advises"',
    },
    "promises an outcome": {
      why: "promises an outcome no honest medical page can promise",
      instead: '"we cannot promise results; we explain what supportive care may help with"',
    },
    "promises safety": {
      why: "promises that care carries no risk, and no treatment can",
      instead: '"chosen and dosed for you, and planned with your oncologist"',
    },
    "instead of the oncologist": {
      why: "offers Ayurveda in place of the treatment an oncologist advises",
      instead: '"alongside the treatment your oncologist advises, never instead of it"',
    },
    "ranks itself above others": {
      why: "ranks the centre above others, with a superlative or a proof no one can check",
      instead: 'say what the centre does, plainly: "experienced", "careful", "studied in classical texts"',
    },
  },
  mr: {
    "acts on a disease": {
      why: "आजार बरा करण्याचा किंवा त्यावर परिणाम करण्याचा दावा करते; कोणीही म्हणो, औषधे व जादूटोणा उपाय कायदा याला मनाई करतो",
      instead: '"उपचारांदरम्यान शक्ती, भूक व आराम यासाठी पूरक काळजी"',
    },
    "prevents a disease": {
      why: "कायद्यात नमूद केलेला आजार किंवा तो परत येणे टाळण्याचा दावा करते",
      instead: '"निरोगी दिनचर्या; डॉक्टरांनी सांगितलेल्या तपासण्या वेळेवर करा"',
    },
    "promises an outcome": {
      why: "असा परिणाम देण्याचे वचन देते, जे कोणतेही प्रामाणिक वैद्यकीय पान देऊ शकत नाही",
      instead: '"आम्ही परिणामाचे वचन देऊ शकत नाही"',
    },
    "promises safety": {
      why: "उपचारात कोणताच धोका नाही असे वचन देते; कोणताही उपचार असे वचन देऊ शकत नाही",
      instead: '"आपल्यासाठी निवडलेली व आपल्या कर्करोगतज्ज्ञांशी विचारविनिमय करून ठरवलेली"',
    },
    "instead of the oncologist": {
      why: "कर्करोगतज्ज्ञांनी सांगितलेल्या उपचारांच्या जागी आयुर्वेद सुचवते",
      instead: '"आपल्या कर्करोगतज्ज्ञांच्या उपचारांसोबत, त्यांच्या जागी कधीच नाही"',
    },
    "ranks itself above others": {
      why: "केंद्राला इतरांपेक्षा श्रेष्ठ ठरवते, अशा शब्दांनी किंवा पुराव्याने जो कोणी तपासू शकत नाही",
      instead: '"अनुभवी", "काळजीपूर्वक"',
    },
  },
  hi: {
    "acts on a disease": {
      why: "बीमारी ठीक करने या उस पर असर करने का दावा करता है; कोई भी कहे, औषधि और चमत्कारिक उपचार अधिनियम इसकी मनाही करता है",
      instead: '"इलाज के दौरान ताकत, भूख और आराम के लिए सहायक देखभाल"',
    },
    "prevents a disease": {
      why: "अधिनियम में लिखी किसी बीमारी को या उसके लौटने को रोकने का दावा करता है",
      instead: '"स्वस्थ दिनचर्या; डॉक्टर की बताई जाँचें समय पर कराएँ"',
    },
    "promises an outcome": {
      why: "ऐसे परिणाम का वादा करता है जो कोई ईमानदार चिकित्सा पेज नहीं कर सकता",
      instead: '"हम किसी परिणाम का वादा नहीं कर सकते"',
    },
    "promises safety": {
      why: "वादा करता है कि देखभाल में कोई जोखिम नहीं, जबकि कोई भी इलाज ऐसा वादा नहीं कर सकता",
      instead: '"आपके लिए चुनी गई और आपके कैंसर विशेषज्ञ से सलाह करके तय की गई"',
    },
    "instead of the oncologist": {
      why: "कैंसर विशेषज्ञ के बताए इलाज की जगह आयुर्वेद सुझाता है",
      instead: '"आपके कैंसर विशेषज्ञ के इलाज के साथ, उसकी जगह कभी नहीं"',
    },
    "ranks itself above others": {
      why: "केंद्र को दूसरों से ऊपर बताता है, ऐसे शब्द या प्रमाण से जिसे कोई जाँच नहीं सकता",
      instead: '"अनुभवी", "सावधानी से"',
    },
  },
}
