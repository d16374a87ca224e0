import type { Family } from "./family"

// No side effects, completely safe, harmless: a promise that care carries no risk. Claims worded as a negation ("no side
// effects") are self-negated: "not" beside them does not unsay them.

const sideEffects = String.raw`(?:harmful |adverse |bad |unwanted )?side[- ]?effects?`

export const promisesSafety: Family = {
  family: "promises safety",
  why: "promises that care carries no risk, and no treatment can",
  instead: {
    en: "\"chosen and dosed for you, and planned with your oncologist\"",
    mr: "\"आपल्यासाठी निवडलेली व आपल्या कर्करोगतज्ज्ञांशी विचारविनिमय करून ठरवलेली\"",
    hi: "\"आपके लिए चुनी गई और आपके कैंसर विशेषज्ञ से सलाह करके तय की गई\"",
  },
  patterns: {
    en: [
      { selfNegated: `(?:no|zero|without(?: any)?|never (?:any|has|have|had|causes?|caused)(?: any)?) ${sideEffects}` },
      { selfNegated: String.raw`(?:no|zero) (?:risks?|dangers?)(?= at all| whatsoever| involved|\s*[.,;:!?]|$)|(?:cannot|can't|can not|can never|will never|won't|never) (?:do |cause )?(?:you |anyone |your body )?(?:any )?harm` },
      `(?:free (?:of|from)|devoid of)(?: any)? ${sideEffects}|side[- ]?effects?[- ]free`,
      String.raw`risk[- ]?free|harmless|(?:completely|totally|absolutely|perfectly|entirely|fully|always|guaranteed|100 ?%) safe|safe for (?:everyone|everybody|all|anyone)`,
    ],
    mr: [
      { selfNegated: String.raw`(?:कोणतेही |कोणताही |कुठलेही |कुठलाही )?दुष्परिणाम (?:होत )?(?:नाहीत|नाही|नसलेले)|साइड ?इफेक्ट(?:्स)? नाही\S*|(?:कोणताही|कुठलाही) धोका नाही` },
      String.raw`दुष्परिणाम(?:रहित|मुक्त)|दुष्परिणामांपासून मुक्त|(?:पूर्ण|पूर्णपणे|पूर्णतः|संपूर्ण|अगदी) सुरक्षित|जोखीममुक्त|धोकामुक्त|निर्धोक|निरुपद्रवी|हानी ?रहित|हानिरहित`,
    ],
    hi: [
      { selfNegated: "(?:कोई )?(?:दुष्प्रभाव|साइड ?इफ़ेक्ट|साइड ?इफेक्ट)(?:्स)? नहीं|कोई (?:नुकसान|नुक़सान|खतरा|ख़तरा|जोखिम) नहीं" },
      "(?:दुष्प्रभाव|साइड ?इफ़ेक्ट|साइड ?इफेक्ट)(?:्स|ों)?(?: से)? ?(?:रहित|मुक्त)|पूरी तरह (?:से )?सुरक्षित|बिल्कुल सुरक्षित|जोखिम[- ]?मुक्त|हानि ?रहित|नुकसान ?रहित|बेख़तर|बेखतर",
    ],
  },
}
