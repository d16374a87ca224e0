import { describedBy, end, oneOf } from "./claim-words"
import type { Family } from "./family"

// Best, leading, the only, No. 1, proven. A superlative is refused where it ranks the centre, its care, its doctors or
// its results ("the best Ayurvedic centre", "we are the best", "the best in India"), not where it ranks nothing ("the
// best person to ask is your oncologist", "the best time to take it", "do your best", "at best").

const superlative = oneOf(
  "best", "finest", "greatest", "top", "top[- ]rated", "highest[- ]rated", "leading", "foremost", "premier",
  "most (?:trusted|effective|successful|advanced|reliable|renowned|famous|reputed|respected|powerful|experienced|recommended)",
)
const ranked = oneOf(
  "centres?", "centers?", "clinics?", "hospitals?", "institutes?", "institutions?", "teams?", "doctors?", "vaidyas?", "physicians?",
  "specialists?", "experts?", "practitioners?", "treatments?", "therap(?:y|ies)", "care", "cures?", "remed(?:y|ies)", "medicines?",
  "herbs?", "herbal", "formulations?", "formulas?", "results?", "outcomes?", "success", "hands", String.raw`ayurved\w*`, "panchakarma",
  "rasayana", "programmes?", "programs?", "facilit(?:y|ies)",
)
const places = oneOf("india", "nashik", "maharashtra", "mumbai", "pune", "asia", "town", "class", "the (?:world|country|state|city|region|market|field)")
const weAre = oneOf("we", "we're", "we are", "ours (?:is|are)", String.raw`our (?:\S+ ){0,2}(?:is|are)`, "this (?:centre|center|clinic|hospital) is")

const superlativeMr = oneOf(
  "सर्वोत्तम", "सर्वश्रेष्ठ", "सर्वोत्कृष्ट", "अग्रगण्य", String.raw`आघाडीच\S*`, "अव्वल", "एकमेव",
  String.raw`सर्वात (?:चांगल\S*|उत्तम|विश्वासार्ह|प्रभावी|परिणामकारक|यशस्वी|अनुभवी|नामांकित|प्रसिद्ध|आघाडीच\S*)`,
)
const rankedMr = String.raw`(?:केंद्र|रुग्णालय|हॉस्पिटल|दवाखान|क्लिनिक|उपचार|इलाज|चिकित्सा|डॉक्टर|वैद्य|तज्ज्ञ|औषध|परिणाम|आयुर्वेद|पंचकर्म|संस्था|टीम|काळजी)\S*`
const describesMr = String.raw`(?:आयुर्वेदिक|आयुर्वेद|कर्करोग|कॅन्सर|पंचकर्म|पूरक|नैसर्गिक|\S+(?:तील|मधील))`
const placesMr = "(?:नाशिक|महाराष्ट्र|भारत|जग|देश|शहर|राज्य)(?:ातील|मधील|ात|मध्ये)"

const superlativeHi = oneOf(
  "सर्वश्रेष्ठ", "सर्वोत्तम", "सर्वोत्कृष्ट", "बेहतरीन", "एकमात्र", String.raw`इकलौत\S*`, "अग्रणी", "अव्वल",
  String.raw`सबसे (?:अच्छ\S*|बेहतर\S*|बढ़िया|उत्तम|भरोसेमंद|प्रभावी|असरदार|सफल|अनुभवी|मशहूर|प्रसिद्ध|बड़\S*)`,
)
const rankedHi = String.raw`(?:केंद्र|सेंटर|अस्पताल|क्लिनिक|दवाखाना|इलाज|उपचार|चिकित्सा\S*|डॉक्टर|वैद्य|विशेषज्ञ|दवा\S*|परिणाम|नतीजे|आयुर्वेद\S*|पंचकर्म|संस्थान|टीम|देखभाल)`
const describesHi = "(?:आयुर्वेदिक|आयुर्वेद|कैंसर|पंचकर्म|सहायक|प्राकृतिक|हर्बल)"
const placesHi = "(?:नाशिक|महाराष्ट्र|भारत|दुनिया|देश|शहर|राज्य)(?: का| की| के| में)"

export const ranksItself: Family = {
  family: "ranks itself above others",
  why: "ranks the centre above others, with a superlative or a proof no one can check",
  instead: {
    en: "say what the centre does, plainly: \"experienced\", \"careful\", \"studied in classical texts\"",
    mr: "\"अनुभवी\", \"काळजीपूर्वक\"",
    hi: "\"अनुभवी\", \"सावधानी से\"",
  },
  patterns: {
    en: [
      `${superlative}(?= ${describedBy(3)}${ranked}${end})`,
      `${weAre} (?:(?:simply|truly|really|by far|undoubtedly|easily|quite) )?(?:the )?(?:very )?${superlative}(?=\\s*(?:[.,;:!?)]|$)| (?:in|of all|among|around|anywhere)${end})`,
      `${superlative}(?= (?:\\S+ ){0,3}?in ${places}${end})|${places}['’]s (?:very )?${superlative}`,
      `the only(?= ${describedBy(3)}(?:${ranked}|ones?)${end})`,
      "no\\.? ?1|number one|#1|world[- ]class|world[- ]renowned|unmatched|unrivall?ed|unparall?ell?ed|second to none",
      "(?:(?:clinically|scientifically|medically) )?proven|(?:clinically|scientifically|medically) (?:tested|validated|approved|backed|verified)",
    ],
    mr: [
      `${superlativeMr}(?= (?:${describesMr} ){0,2}${rankedMr})`,
      String.raw`(?:आम्ही|(?:आमचे|आमची|आमचा) \S+|हे केंद्र) (?:\S+ ){0,3}?${superlativeMr}(?= (?:आहे|आहोत|आहेत)${end}|\s*[.,।!]|$)`,
      String.raw`${placesMr} (?:\S+ )?${superlativeMr}`,
      String.raw`नंबर ?(?:1|१)|क्रमांक ?(?:1|१)|जागतिक दर्जाच\S*|(?:शास्त्रीय|वैज्ञानिक|वैद्यकीय) ?(?:दृष्ट्या|रीत्या) सिद्ध\S*|सिद्ध (?:झालेल\S* )?(?:उपचार|औषध)\S*`,
    ],
    hi: [
      `${superlativeHi}(?= (?:${describesHi} ){0,2}${rankedHi}${end})`,
      String.raw`(?:हम|(?:हमारा|हमारी|हमारे) \S+|यह केंद्र) (?:\S+ ){0,3}?${superlativeHi}(?= (?:हैं|है)${end}|\s*[.,।!]|$)`,
      String.raw`${placesHi} (?:\S+ )?${superlativeHi}`,
      String.raw`नंबर ?(?:1|१)|विश्वस्तरीय|वर्ल्ड क्लास|वैज्ञानिक रूप से सिद्ध|(?:प्रमाणित|सिद्ध) (?:इलाज|उपचार|दवा)`,
    ],
  },
}
