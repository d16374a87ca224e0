import { findClaims } from "../../../src/gatsby/content/claims/claims-guard"

const phrases = (text: string) => findClaims(text).map(({ phrase }) => phrase)

describe("the claims guard", () => {
  it.each([
    ["no side-effects", "no side-effects"],
    ["free from side effects", "free from side effects"],
    ["eradicate tumours", "eradicate"],
    ["helps shrink the tumour", "shrink the tumour"],
    ["kills cancer cells", "kills cancer cells"],
    ["diabetes is curable", "curable"],
    ["a curative herb", "curative"],
    ["Cured in 30 days", "Cured"],
    ["reverses diabetes", "reverses diabetes"],
    ["reversal of heart disease", "reversal of heart disease"],
    ["an anti-cancer formula", "anti-cancer"],
    ["prevents cancer", "prevents cancer"],
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
  ])("refuses the Marathi or Hindi claim %j", (text, phrase) => {
    expect(phrases(text)).toContain(phrase)
  })

  it.each(["आयुर्वेद कर्करोग बरा करत नाही.", "आम्ही कोणत्याही परिणामाची हमी देत नाही.", "हम किसी परिणाम की गारंटी नहीं देते।", "तुम्हाला बरे वाटेल.", "कृपया चिह्नित खाने ठीक करें।", "डेटा को ठीक करने के लिए कहें।", "कैंसर का इलाज करा रहे मरीज़"])(
    "lets an honest Marathi or Hindi sentence through: %j",
    (text) => {
      expect(phrases(text)).toEqual([])
    },
  )

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

  it("names each phrase once, with the reason and an honest wording", () => {
    const [claim, ...others] = findClaims("100 % safe")
    expect(others).toEqual([])
    expect(claim.rule.why).toMatch(/\w/)
    expect(claim.rule.instead).toMatch(/\w/)
  })
})
