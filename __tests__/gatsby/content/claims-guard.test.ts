import { claimRules } from "../../../src/gatsby/content/claims/claim-rules"
import { findClaims } from "../../../src/gatsby/content/claims/claims-guard"

const phrases = (text: string) => findClaims(text).map(({ phrase }) => phrase)

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
})
