import { locales, type Locale } from "../../../src/lib/locales"
import { claimRules, families } from "../../../core/checks/claims/claim-rules"
import type { ClaimFamily } from "../../../core/checks/claims/family"
import { describeClaim, findClaims } from "../../../core/checks/claims/claims-guard"

const phrases = (text: string) => findClaims(text).map(({ phrase }) => phrase)
const familiesIn = (text: string, language: Locale) => findClaims(text, language).map(({ rule }) => rule.family)

describe("the claims guard", () => {
  it.each([
    ["no side-effects", "no side-effects"],
    ["free from side effects", "free from side effects"],
    ["eradicate tumours", "eradicate"],
    ["helps shrink the tumour", "shrink the tumour"],
    ["kills cancer cells", "kills cancer cells"],
    ["cancer-killing herbs", "cancer-killing"],
    ["a tumour shrinking formula", "tumour shrinking"],
    ["it fights cancer", "fights cancer"],
    ["targets cancerous cells", "targets cancerous cells"],
    ["diabetes is curable", "curable"],
    ["a curative herb", "curative"],
    ["Cured in 30 days", "Cured"],
    ["reverses diabetes", "reverses diabetes"],
    ["reversal of heart disease", "reversal of heart disease"],
    ["an anti-cancer formula", "anti-cancer"],
    ["prevents cancer", "prevents cancer"],
    ["lowers the risk of breast cancer", "lowers the risk of breast cancer"],
    ["permanent relief from pain", "permanent relief"],
    ["instant relief", "instant relief"],
    ["risk-free", "risk-free"],
    ["100 % safe", "100 %"],
    ["100% natural", "100%"],
    ["guaranteed results", "guaranteed"],
    ["a miracle herb", "miracle"],
    ["instead of chemotherapy", "instead of chemotherapy"],
    ["an alternative to radiotherapy", "an alternative to radiotherapy".slice(3)],
    ["no need for surgery", "no need for surgery"],
    ["the best Ayurvedic centre", "best"],
    ["No. 1 in Nashik", "No. 1"],
    ["the only centre that", "the only"],
    ["clinically proven", "clinically proven"],
  ])("refuses %j", (text, phrase) => {
    expect(phrases(text)).toContain(phrase)
  })

  it.each([
    "Ayurveda is not a cure for cancer.",
    "We cannot guarantee any result.",
    "There is no guarantee, and no cure is promised.",
    "This care does not replace chemotherapy.",
    "It is not an alternative to surgery.",
    "Herbs are not proven to treat cancer.",
    "This is not intended to cure anything.",
    "Support through side effects such as nausea",
    "Secure, procured herbs; curry leaves and curd",
    "alongside your oncologist's treatment, never instead of it",
    "the white blood cells that fight infection",
  ])("lets an honest sentence through: %j", (text) => {
    expect(phrases(text)).toEqual([])
  })

  it.each(["It not only cures but soothes", "Not only do we guarantee results", "We do not doubt that it cures"])(
    "opens no loophole with a negation that is not one: %j",
    (text) => {
      expect(phrases(text).length).toBeGreaterThan(0)
    },
  )

  it.each([
    ["गारंटी", "गारंटी"],
    ["इलाज की गारंटी", "गारंटी"],
    ["बरा होण्याची हमी", "हमी"],
    ["हमखास आराम", "हमखास"],
    ["खात्रीशीर उपाय", "खात्रीशीर"],
    ["चमत्कारिक औषध", "चमत्कारिक"],
    ["कर्करोग पूर्णपणे बरा होतो", "पूर्णपणे बरा"],
    ["कोणतेही दुष्परिणाम नाहीत", "कोणतेही दुष्परिणाम नाहीत"],
    ["केमोथेरपीऐवजी आयुर्वेद", "केमोथेरपीऐवजी"],
    ["कैंसर को जड़ से खत्म करें", "जड़ से खत्म"],
    ["पूरी तरह ठीक हो जाता है", "पूरी तरह ठीक"],
    ["आयुर्वेद से कैंसर ठीक होता है", "कैंसर ठीक होता"],
    ["हम कैंसर का इलाज करते हैं", "कैंसर का इलाज करते"],
    ["कोई साइड इफेक्ट नहीं", "कोई साइड इफेक्ट नहीं"],
    ["कीमोथेरेपी के बजाय", "कीमोथेरेपी के बजाय"],
    ["सौ प्रतिशत सुरक्षित", "सौ प्रतिशत"],
    ["इलाज की गैरंटी", "गैरंटी"],
    ["गारण्टी दी जाती है", "गारण्टी"],
    ["आम्ही कर्करोगावर उपचार करतो", "कर्करोगावर उपचार करतो"],
    ["कर्करोगावर मात करा", "कर्करोगावर मात"],
    ["कर्करोगाचा नाश करणारी औषधे", "कर्करोगाचा नाश"],
    ["गाठ कमी होते", "गाठ कमी"],
    ["कर्करोग टाळता येतो", "कर्करोग टाळता"],
    ["कर्करोगापासून बचाव करणारे रसायन", "कर्करोगापासून बचाव"],
    ["कर्करोगाचा धोका कमी होतो", "कर्करोगाचा धोका कमी"],
    ["कोणताही दुष्परिणाम होत नाही", "कोणताही दुष्परिणाम होत नाही"],
    ["पूर्णतः सुरक्षित", "पूर्णतः सुरक्षित"],
    ["शंभर टक्के नैसर्गिक", "शंभर टक्के"],
    ["केमोथेरपी थांबवा", "केमोथेरपी थांबवा"],
    ["शस्त्रक्रिया करण्याची गरज नाही", "शस्त्रक्रिया करण्याची गरज नाही"],
    ["हमारे यहाँ कैंसर का इलाज होता है", "कैंसर का इलाज होता"],
    ["इम्युनिटी बढ़ाकर कैंसर को हराएं", "कैंसर को हराएं"],
    ["ट्यूमर छोटा हो जाता है", "ट्यूमर छोटा"],
    ["कैंसर से बचाव करता है", "कैंसर से बचाव"],
    ["कैंसर का खतरा कम करता है", "कैंसर का खतरा कम"],
    ["कीमोथेरेपी छोड़ दें", "कीमोथेरेपी छोड़ दें"],
  ])("refuses the Marathi or Hindi claim %j", (text, phrase) => {
    expect(phrases(text)).toContain(phrase)
  })

  it.each(["आयुर्वेद कर्करोग बरा करत नाही.", "आम्ही कोणत्याही परिणामाची हमी देत नाही.", "हम किसी परिणाम की गारंटी नहीं देते।", "तुम्हाला बरे वाटेल.", "कृपया चिह्नित खाने ठीक करें।", "डेटा को ठीक करने के लिए कहें।", "कैंसर का इलाज करा रहे मरीज़", "केमोथेरपी थांबवू नका.", "केमोथेरपी थांबवण्यापूर्वी कर्करोगतज्ज्ञांना विचारा.", "आम्ही कर्करोगावर उपचार करू शकत नाही.", "कीमोथेरेपी न छोड़ें।", "कैंसर को रोकने का दावा नहीं करते।", "कैंसर को रोकने का कोई दावा नहीं।", "कर्करोग बरा करतो असा दावा आम्ही करत नाही.", "हमी देता येत नाही.", "हम गारंटी कभी नहीं देते।", "आयुर्वेदाने नेहमीच आजारापासून बचावाला प्राधान्य दिले आहे.", "आपले नाशिकमधील केंद्र", "तुमचे कर्करोगतज्ज्ञ उपचार करतात."])(
    "lets an honest Marathi or Hindi sentence through: %j",
    (text) => {
      expect(phrases(text)).toEqual([])
    },
  )

  it.each([
    ["कैंसर ठीक करता है, झूठ नहीं", "कैंसर ठीक करता"],
    ["कर्करोग बरा होतो यात शंका नाही", "बरा होतो"],
    ["कर्करोग बरा होतो, नाही का?", "बरा होतो,"],
    ["कर्करोग बरा होतो. नाही, औषध लागते.", "बरा होतो."],
    ["गारंटी है नहीं तो पैसे वापस", "गारंटी"],
    ["हमी आहे, नाही तर पैसे परत", "हमी"],
  ])("opens no loophole with a Marathi or Hindi negation that does not negate the claim: %j", (text, phrase) => {
    expect(phrases(text)).toContain(phrase)
  })

  it.each([
    ["a soft hyphen", "Ayurveda cu\u00adres cancer", "cures"],
    ["a zero-width space", "Ayurveda cu\u200bres cancer", "cures"],
    ["a zero-width joiner", "इलाज की गारं\u200dटी", "गारंटी"],
    ["a no-break space", "with no side\u00a0effects", "no side effects"],
    ["a narrow no-break space", "100\u202f% safe", "100 %"],
    ["a line break, as in a Markdown paragraph", "used instead of\nchemotherapy", "instead of chemotherapy"],
    ["two spaces", "no  side effects", "no side effects"],
    ["full-width letters", "Ayurveda ｃｕｒｅｓ cancer", "cures"],
    ["a precomposed nukta", "डायबिटी\u095B ठीक हो जाती है", "डायबिटीज\u093C ठीक हो"],
  ])("cannot be talked around by %s", (_, text, phrase) => {
    expect(phrases(text)).toContain(phrase)
  })

  it.each(claimRules.map((rule) => [rule.instead]))("lets through the honest wording it suggests: %s", (instead) => {
    expect(phrases(instead)).toEqual([])
  })

  it("names each phrase once, with the reason and an honest wording", () => {
    const [claim, ...others] = findClaims("100 % safe")
    expect(others).toEqual([])
    expect(claim.rule.why).toMatch(/\w/)
    expect(claim.rule.instead).toMatch(/\w/)
  })

  // Marathi and Hindi share some words, and each language has its rule for them.
  const shared = ["चमत्कारिक उपाय", "१००% सुरक्षित", "नंबर १ केंद्र"]
  it.each((["mr", "hi"] as const).flatMap((language) => shared.map((text) => [language, text] as const)))(
    "names a phrase Marathi and Hindi both refuse once in a %s text, with that language's wording: %s",
    (language, text) => {
      expect(findClaims(text, language).map(({ rule }) => rule.language)).toEqual([language])
    },
  )

  // Issue 42: a new word for an old claim is caught by its family, in each language.
  it.each<[ClaimFamily, Locale, string]>([
    ["acts on a disease", "en", "Ayurveda heals cancer"],
    ["acts on a disease", "en", "Our herbs heal disease naturally"],
    ["acts on a disease", "en", "We help heal your stage 4 breast cancer"],
    ["acts on a disease", "en", "Many patients achieve complete remission"],
    ["acts on a disease", "en", "Our programme puts cancer into remission"],
    ["acts on a disease", "en", "Tumours regress within weeks"],
    ["acts on a disease", "en", "Tumour regression in three months"],
    ["acts on a disease", "en", "The tumour shrinks"],
    ["acts on a disease", "en", "Get rid of cancer"],
    ["acts on a disease", "en", "Say goodbye to diabetes!"],
    ["acts on a disease", "en", "Be free from cancer"],
    ["acts on a disease", "en", "She is cancer-free today"],
    ["acts on a disease", "en", "Stops cancer from spreading"],
    ["acts on a disease", "en", "Halts the spread of tumours"],
    ["acts on a disease", "en", "Slows tumour growth"],
    ["acts on a disease", "en", "Fight against cancer with Ayurveda"],
    ["acts on a disease", "en", "Cancer is gone"],
    ["acts on a disease", "mr", "आयुर्वेदाने कर्करोग बरा होतो"],
    ["acts on a disease", "mr", "गाठ विरघळते"],
    ["acts on a disease", "mr", "गाठीचा आकार कमी होतो"],
    ["acts on a disease", "mr", "कर्करोगापासून कायमची सुटका"],
    ["acts on a disease", "mr", "कर्करोगाला निरोप द्या"],
    ["acts on a disease", "mr", "हृदयरोगापासून मुक्ती"],
    ["acts on a disease", "mr", "कर्करोग पसरणे थांबवते"],
    ["acts on a disease", "mr", "कर्करोगाचा प्रसार रोखते"],
    ["acts on a disease", "mr", "कर्करोग पसरू देत नाही"],
    ["acts on a disease", "hi", "आयुर्वेद से कैंसर ठीक होता है"],
    ["acts on a disease", "hi", "कैंसर से छुटकारा पाएँ"],
    ["acts on a disease", "hi", "कैंसर को अलविदा कहें"],
    ["acts on a disease", "hi", "ट्यूमर घटता है"],
    ["acts on a disease", "hi", "कैंसर फैलने से रोके"],
    ["acts on a disease", "hi", "कैंसर को फैलने से रोकता है"],
    ["acts on a disease", "hi", "कैंसर को फैलने नहीं देता"],
    ["acts on a disease", "hi", "कैंसर मुक्त जीवन"],
    ["prevents a disease", "en", "Keeps diabetes at bay"],
    ["prevents a disease", "en", "Protects you from cancer"],
    ["prevents a disease", "en", "Lowers cancer risk"],
    ["prevents a disease", "en", "Wards off heart disease"],
    ["prevents a disease", "en", "Prevents a relapse"],
    ["prevents a disease", "mr", "कर्करोगापासून संरक्षण"],
    ["prevents a disease", "mr", "कर्करोग होऊ देत नाही"],
    ["prevents a disease", "hi", "कैंसर को दूर रखता है"],
    ["prevents a disease", "hi", "कैंसर होने नहीं देता"],
    ["promises an outcome", "en", "Permanent relief from arthritis"],
    ["promises an outcome", "en", "Relief that lasts forever"],
    ["promises an outcome", "en", "You will be rid of it for good."],
    ["promises an outcome", "en", "It will never come back"],
    ["promises an outcome", "en", "Lasting relief"],
    ["promises an outcome", "en", "We promise results"],
    ["promises an outcome", "en", "Relief in 7 days"],
    ["promises an outcome", "en", "Permanently relieves pain"],
    ["promises an outcome", "mr", "कायमचा आराम"],
    ["promises an outcome", "mr", "कायमसाठी सुटका"],
    ["promises an outcome", "mr", "हमखास परिणाम"],
    ["promises an outcome", "mr", "तो पुन्हा कधीच होणार नाही"],
    ["promises an outcome", "hi", "हमेशा के लिए राहत"],
    ["promises an outcome", "hi", "स्थायी राहत"],
    ["promises an outcome", "hi", "यह दोबारा कभी नहीं होगा"],
    ["promises safety", "en", "There are no side effects"],
    ["promises safety", "en", "These herbs are free of side effects"],
    ["promises safety", "en", "Never any side effects!"],
    ["promises safety", "en", "It cannot harm you"],
    ["promises safety", "en", "Completely safe"],
    ["promises safety", "en", "Harmless herbs"],
    ["promises safety", "en", "Safe for everyone"],
    ["promises safety", "mr", "या वनौषधी दुष्परिणाममुक्त आहेत"],
    ["promises safety", "mr", "पूर्णपणे सुरक्षित"],
    ["promises safety", "mr", "कोणताही धोका नाही"],
    ["promises safety", "hi", "ये जड़ी-बूटियाँ दुष्प्रभावों से मुक्त हैं"],
    ["promises safety", "hi", "पूरी तरह सुरक्षित"],
    ["promises safety", "hi", "कोई नुकसान नहीं"],
    ["instead of the oncologist", "en", "Treatment without surgery or chemotherapy"],
    ["instead of the oncologist", "en", "Avoid chemo with Ayurveda"],
    ["instead of the oncologist", "en", "Skip the surgery"],
    ["instead of the oncologist", "en", "You no longer need chemotherapy"],
    ["instead of the oncologist", "en", "Choose Ayurveda over chemotherapy"],
    ["instead of the oncologist", "en", "Ayurveda replaces your oncologist's care"],
    ["instead of the oncologist", "en", "Chemo-free care"],
    ["instead of the oncologist", "mr", "शस्त्रक्रियेशिवाय उपचार"],
    ["instead of the oncologist", "mr", "केमोशिवाय उपचार"],
    ["instead of the oncologist", "mr", "आयुर्वेद केमोथेरपीची जागा घेतो"],
    ["instead of the oncologist", "mr", "शस्त्रक्रिया टाळता येते"],
    ["instead of the oncologist", "mr", "केमोथेरपीची गरज नाही"],
    ["instead of the oncologist", "hi", "बिना सर्जरी के इलाज"],
    ["instead of the oncologist", "hi", "बिना कीमो के इलाज"],
    ["instead of the oncologist", "hi", "सर्जरी के बिना इलाज"],
    ["instead of the oncologist", "hi", "ऑपरेशन टल जाता है"],
    ["ranks itself above others", "en", "The best treatment for cancer"],
    ["ranks itself above others", "en", "We are the best."],
    ["ranks itself above others", "en", "Our team is simply the best."],
    ["ranks itself above others", "en", "The best in India"],
    ["ranks itself above others", "en", "Nashik's best clinic"],
    ["ranks itself above others", "en", "The most experienced doctors"],
    ["ranks itself above others", "en", "A leading Ayurvedic cancer centre"],
    ["ranks itself above others", "en", "Top Ayurvedic doctors"],
    ["ranks itself above others", "en", "Second to none"],
    ["ranks itself above others", "mr", "नाशिकमधील सर्वोत्तम आयुर्वेदिक कर्करोग केंद्र"],
    ["ranks itself above others", "mr", "आम्ही सर्वोत्तम आहोत"],
    ["ranks itself above others", "mr", "सर्वात प्रभावी उपचार"],
    ["ranks itself above others", "mr", "एकमेव केंद्र"],
    ["ranks itself above others", "hi", "नाशिक का सबसे अच्छा आयुर्वेदिक कैंसर केंद्र"],
    ["ranks itself above others", "hi", "हम सबसे अच्छे हैं"],
    ["ranks itself above others", "hi", "हमारे केंद्र का इलाज सबसे बेहतर है"],
    ["ranks itself above others", "hi", "एकमात्र केंद्र"],
  ])("refuses a claim that %s (%s): %j", (family, language, text) => {
    expect(familiesIn(text, language)).toContain(family)
  })

  it.each<[string, Locale, string]>([
    // A negation word before the claim, or before a verb it is coordinated with
    ["a negation before", "en", "Herbs are not free of side effects."],
    ["a negation before", "en", "We do not provide medical advice or promise outcomes."],
    ["a negation before", "en", "Please do not stop or delay conventional treatment."],
    ["a negation before", "en", "We cannot promise permanent relief."],
    // A negated claim governs its clause, even a claim worded as a negation
    ["a negated claim", "en", "We make no claim that these herbs are free of side effects."],
    ["a negated claim", "en", "We never say that Ayurveda cures cancer."],
    ["a negated claim", "en", "It is not true that Ayurveda heals cancer."],
    ["a negated claim", "en", "No one can promise that the cancer will never come back."],
    ["a negated claim", "mr", "या वनौषधी दुष्परिणामांपासून मुक्त आहेत असा आमचा दावा नाही."],
    ["a negated claim", "mr", "या वनौषधींचे कोणतेही दुष्परिणाम होत नाहीत असा दावा आम्ही करत नाही."],
    ["a negated claim", "mr", "आम्ही असा दावा करत नाही की या वनौषधी दुष्परिणाममुक्त आहेत."],
    ["a negated claim", "mr", "आम्ही कायमच्या आरामाचे वचन देत नाही."],
    ["a negated claim", "hi", "हम यह दावा नहीं करते कि इन जड़ी-बूटियों के कोई दुष्प्रभाव नहीं होते।"],
    ["a negated claim", "hi", "हम यह दावा नहीं करते कि ये जड़ी-बूटियाँ दुष्प्रभावों से मुक्त हैं।"],
    ["a negated claim", "hi", "कैंसर ठीक होता है, यह हम नहीं कहते।"],
    ["a negated claim", "hi", "हम हमेशा के लिए राहत का वादा नहीं करते।"],
    // A negated subject
    ["a negated subject", "en", "No therapy here replaces your oncologist's care."],
    ["a negated subject", "en", "Nothing here replaces your oncologist's treatment."],
    ["a negated subject", "en", "None of our therapies cures cancer."],
    ["a negated subject", "en", "No herb is completely safe."],
    // Marathi and Hindi negate after the verb
    ["a negation after", "mr", "येथील कोणतीही उपचारपद्धती आपल्या कर्करोगतज्ज्ञांच्या उपचारांची जागा घेत नाही."],
    ["a negation after", "mr", "आयुर्वेद कर्करोगाचा प्रसार थांबवत नाही."],
    ["a negation after", "mr", "ही औषधे पूर्णपणे सुरक्षित नाहीत."],
    ["a negation after", "mr", "शस्त्रक्रिया टाळता येत नाही."],
    ["a negation after", "hi", "यहाँ की कोई भी चिकित्सा आपके कैंसर विशेषज्ञ के इलाज की जगह नहीं लेती।"],
    ["a negation after", "hi", "कोई भी जड़ी-बूटी पूरी तरह सुरक्षित नहीं है।"],
    // A superlative that ranks nothing
    ["a superlative that ranks nothing", "en", "The best person to ask is your oncologist."],
    ["a superlative that ranks nothing", "en", "The best time to take it is after meals."],
    ["a superlative that ranks nothing", "en", "Do your best to rest."],
    ["a superlative that ranks nothing", "en", "At best, herbs ease some discomfort."],
    ["a superlative that ranks nothing", "en", "It is best to ask your oncologist."],
    ["a superlative that ranks nothing", "en", "The only way to know is to ask."],
    ["a superlative that ranks nothing", "en", "One of the most common reasons families come to us"],
    ["a superlative that ranks nothing", "mr", "विचारण्यासाठी सर्वोत्तम व्यक्ती म्हणजे आपले कर्करोगतज्ज्ञ."],
    ["a superlative that ranks nothing", "mr", "एकमेव मार्ग म्हणजे डॉक्टरांना विचारणे."],
    ["a superlative that ranks nothing", "hi", "पूछने के लिए सबसे अच्छे व्यक्ति आपके कैंसर विशेषज्ञ हैं।"],
    ["a superlative that ranks nothing", "hi", "हम तक पहुँचने का सबसे तेज़ तरीका व्हाट्सऐप है।"],
    // The oncologist and the treatments they give may act on cancer
    ["the oncologist acting on cancer", "en", "Chemotherapy can shrink tumours."],
    ["the oncologist acting on cancer", "en", "It does not replace the oncologist who is treating the cancer."],
    ["the oncologist acting on cancer", "en", "The cancer itself is treated by your oncologist."],
    ["the oncologist acting on cancer", "en", "Tumours often shrink with chemotherapy."],
    ["the oncologist acting on cancer", "mr", "केमोथेरपी कर्करोगाच्या पेशी नष्ट करते."],
    ["the oncologist acting on cancer", "hi", "कीमोथेरेपी कैंसर कोशिकाओं को नष्ट करती है।"],
    ["the oncologist acting on cancer", "hi", "आपके कैंसर विशेषज्ञ कैंसर का इलाज करते हैं।"],
    // A disease named as what a treatment, a service or a symptom is about
    ["a disease as a modifier", "en", "Never stop, delay or change cancer treatment without your oncologist's advice."],
    ["a disease as a modifier", "en", "Gentle care for cancer-related fatigue"],
    ["a disease as a modifier", "en", "Disease Prevention"],
    ["a disease as a modifier", "hi", "आपके हृदय रोग विशेषज्ञ के इलाज के साथ"],
  ])("lets an honest sentence through, with %s (%s): %j", (_, language, text) => {
    expect(findClaims(text, language)).toEqual([])
  })

  it.each<[string, string]>([
    ["a speaker other than the centre", "Doctors don't tell you that Ayurveda cures cancer."],
    ["a negated claim the clause has left", "We don't claim miracles but our herbs heal cancer."],
    ["a negated claim in another clause", "We make no claim that it is safe; it heals cancer."],
    ["a subject that is no one else", "Nothing else heals cancer."],
    ["a subject that is no other", "No other centre treats cancer like we do."],
    ["no wonder", "No wonder Ayurveda heals cancer."],
    ["no one who denies", "No one can deny that Ayurveda heals cancer."],
    ["a doubled negation", "It's not just safe, it's completely safe."],
    ["a treatment that is not the oncologist's", "Unlike chemotherapy, our herbs kill cancer cells."],
    ["a qualifier between negation and claim", "It is not merely true that Rasayana cures cancer."],
    ["a negated verb that asserts", "We never stop saying that Rasayana cures cancer."],
    ["a negated verb that asserts, again", "We never hesitate to say that our herbs heal cancer."],
    ["a claim made without end", "We can't claim enough that Rasayana cures cancer."],
    ["a denied false claim", "We make no false claims that Rasayana cures cancer."],
    ["a subject who does not doubt", "Not a single patient doubts Rasayana cures cancer."],
    ["a denied false claim in Hindi", "रसायन कैंसर को पूरी तरह ठीक करता है, यह झूठा दावा नहीं है।"],
    ["a denied false claim in Marathi", "आमची औषधे कर्करोग बरा करतात, हा खोटा दावा नाही."],
    ["a claim handed to others in Hindi", "रसायन कैंसर ठीक करता है, यह हम नहीं कहते बल्कि मरीज़ कहते हैं।"],
  ])("opens no loophole with %s: %j", (_, text) => {
    expect(phrases(text).length).toBeGreaterThan(0)
  })

  it.each(families.flatMap(({ family, why, instead }) => locales.map((language) => [family, language, why, instead[language]] as const)))(
    "gives every rule of the family that %s (%s) its why and its honest wording",
    (family, language, why, instead) => {
      const rules = claimRules.filter((rule) => rule.family === family && rule.language === language)
      expect(rules.length).toBeGreaterThan(0)
      expect(rules.map((rule) => [rule.why, rule.instead])).toEqual(rules.map(() => [why, instead]))
    },
  )

  it("names the file, the field, the phrase, why and the honest wording", () => {
    const [claim] = findClaims("आयुर्वेदाने कर्करोगापासून कायमची सुटका", "mr")
    expect(describeClaim("content/mr/site.yaml", "claims[0]", claim)).toBe(
      'content/mr/site.yaml: claims[0] says "कर्करोगापासून कायमची सुटका", which claims to cure a disease or to act on it; the Drugs and Magic Remedies Act forbids that. Write instead: "उपचारांदरम्यान शक्ती, भूक व आराम यासाठी पूरक काळजी"',
    )
  })

})
