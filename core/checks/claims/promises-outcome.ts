import { oneOf, verb } from "./claim-words"
import type { Family } from "./family"

// Guaranteed, miraculous, permanent, forever, for good, certain to the hundredth per cent: an outcome no one can promise.

const outcome = oneOf("relief", "solution", "results?", "recovery", "healing", "remission", "freedom", "riddance", "cure", "success")

export const promisesOutcome: Family = {
  family: "promises an outcome",
  why: "promises an outcome no honest medical page can promise",
  instead: {
    en: "\"we cannot promise results; we explain what supportive care may help with\"",
    mr: "\"आम्ही परिणामाचे वचन देऊ शकत नाही\"",
    hi: "\"हम किसी परिणाम का वादा नहीं कर सकते\"",
  },
  patterns: {
    en: [
      "guarantee(?:s|d)?|guaranteeing|assured (?:results?|recovery|relief|cure|outcomes?|success)",
      String.raw`miracles?|miraculous(?:ly)?|(?:magic(?:al)?|wonder) (?:cures?|remed\w+|results?|herbs?|potions?|pills?|drugs?|formulas?)`,
      `(?:permanent|lasting|long[- ]lasting|lifelong|life-long|instant|immediate|overnight|complete|total|sure[- ]?shot|definite) ${outcome}`,
      `permanently (?:\\S+ )?(?:${verb("relieve", "cure", "heal", "remove", "free", "rid", "eliminate", "reverse", "clear")}|gone)`,
      `${verb("promise")} (?:you |to )?(?:an? |the |complete |full |real )?(?:${outcome}|outcomes?)`,
      String.raw`(?:relief|healed) (?:with)?in (?:just |only )?(?:\d+|a few|one|two|three|four|five|six|seven|ten) (?:days?|weeks?|months?)`,
      String.raw`forever|for ever|once and for all|for the rest of (?:your|their|his|her|one's) li(?:fe|ves)|for good(?=\s*(?:[.,;:!?)"'’”]|$))`,
      String.raw`(?:relief|free|cured|healed|healthy|well|results?|protection|immunity) for life`,
      { selfNegated: "(?:(?:will|would) )?never (?:(?:comes?|came|coming) back|returns?|returned|recurs?|recurred)|(?:won't|will not) (?:ever )?(?:come back|return|recur)" },
      { selfNegated: "100 ?(?:%|per ?cent)|(?:a )?hundred per ?cent" },
    ],
    mr: [
      String.raw`हमी|हमखास|खात्रीशीर|गॅरंटी|गॅरेंटी|खात्रीने बर\S*|(?:परिणामा|यशा)ची खात्री`,
      String.raw`चमत्कार\S*|जादुई|जादूचे (?:उपाय|औषध|उपचार)\S*`,
      String.raw`(?:कायमस्वरूपी|कायमस्वरुपी|कायमचा|कायमची|कायमचे|कायमच्या|त्वरित|तात्काळ|झटपट) (?:आराम|उपाय|परिणाम|सुटका|मुक्ती|इलाज|बरे|बरा|बरी|निवारण)\S*|कायमसाठी|आयुष्यभरासाठी (?:आराम|सुटका|मुक्ती)`,
      { selfNegated: String.raw`(?:पुन्हा|परत) (?:कधीच|कधीही) (?:होणार|येणार) नाही\S*` },
      { selfNegated: "१०० ?(?:%|टक्के)|100 ?टक्के|शंभर टक्के" },
    ],
    hi: [
      String.raw`ग(?:ा|ै)र(?:ं|ण्|न्)टी|(?:पक्का|पक्की|निश्चित) (?:इलाज|परिणाम|राहत)`,
      String.raw`चमत्कार\S*|जादुई (?:इलाज|दवा|असर)`,
      String.raw`(?:हमेशा|सदा) के लिए|(?:स्थायी|स्थाई|तुरंत|तत्काल|फ़ौरन|फौरन) (?:राहत|इलाज|समाधान|परिणाम|नतीजे|आराम|छुटकारा|मुक्ति)|स्थायी रूप से (?:ठीक|राहत|छुटकारा|मुक्ति)`,
      { selfNegated: String.raw`दोबारा (?:कभी )?नहीं (?:होगा|होता|लौटेगा|आएगा)` },
      { selfNegated: "१०० ?(?:%|प्रतिशत)|100 ?प्रतिशत|सौ प्रतिशत" },
    ],
  },
}
