import { locales, type Locale } from "../../../src/lib/locales"
import { claimKinds, kindWords, type ClaimKind } from "../../../core/checks/claims/claim-kinds"
import { claimMessage, describeClaim, findClaims } from "../../../core/checks/claims/claims-guard"

// The phrasings and honest sentences the guard has been shown (issues 42 and 61), each in its language; the lists
// written by someone who had not read the guard's code are in claims-fresh-lists.test.ts.

const verdictsOf = (text: string, language: Locale) => findClaims(text, language).map(({ verdict }) => verdict)
const isRefused = (text: string, language: Locale) => verdictsOf(text, language).includes("refused")

const refusedPhrasings: [Locale, string][] = [
  ["en", "no side-effects"],
  ["en", "free from side effects"],
  ["en", "eradicate tumours"],
  ["en", "helps shrink the tumour"],
  ["en", "kills cancer cells"],
  ["en", "cancer-killing herbs"],
  ["en", "a tumour shrinking formula"],
  ["en", "it fights cancer"],
  ["en", "targets cancerous cells"],
  ["en", "diabetes is curable"],
  ["en", "a curative herb"],
  ["en", "Cured in 30 days"],
  ["en", "reverses diabetes"],
  ["en", "reversal of heart disease"],
  ["en", "an anti-cancer formula"],
  ["en", "prevents cancer"],
  ["en", "lowers the risk of breast cancer"],
  ["en", "permanent relief from pain"],
  ["en", "instant relief"],
  ["en", "risk-free"],
  ["en", "100 % safe"],
  ["en", "100% natural"],
  ["en", "guaranteed results"],
  ["en", "a miracle herb"],
  ["en", "instead of chemotherapy"],
  ["en", "an alternative to radiotherapy"],
  ["en", "no need for surgery"],
  ["en", "the best Ayurvedic centre"],
  ["en", "No. 1 in Nashik"],
  ["en", "the only centre that"],
  ["en", "clinically proven"],
  ["hi", "गारंटी"],
  ["hi", "इलाज की गारंटी"],
  ["mr", "बरा होण्याची हमी"],
  ["mr", "हमखास आराम"],
  ["mr", "खात्रीशीर उपाय"],
  ["mr", "चमत्कारिक औषध"],
  ["mr", "कर्करोग पूर्णपणे बरा होतो"],
  ["mr", "कोणतेही दुष्परिणाम नाहीत"],
  ["mr", "केमोथेरपीऐवजी आयुर्वेद"],
  ["hi", "कैंसर को जड़ से खत्म करें"],
  ["hi", "पूरी तरह ठीक हो जाता है"],
  ["hi", "आयुर्वेद से कैंसर ठीक होता है"],
  ["hi", "हम कैंसर का इलाज करते हैं"],
  ["hi", "कोई साइड इफेक्ट नहीं"],
  ["hi", "कीमोथेरेपी के बजाय"],
  ["hi", "सौ प्रतिशत सुरक्षित"],
  ["hi", "इलाज की गैरंटी"],
  ["hi", "गारण्टी दी जाती है"],
  ["mr", "आम्ही कर्करोगावर उपचार करतो"],
  ["mr", "कर्करोगावर मात करा"],
  ["mr", "कर्करोगाचा नाश करणारी औषधे"],
  ["mr", "गाठ कमी होते"],
  ["mr", "कर्करोग टाळता येतो"],
  ["mr", "कर्करोगापासून बचाव करणारे रसायन"],
  ["mr", "कर्करोगाचा धोका कमी होतो"],
  ["mr", "कोणताही दुष्परिणाम होत नाही"],
  ["mr", "पूर्णतः सुरक्षित"],
  ["mr", "शंभर टक्के नैसर्गिक"],
  ["mr", "केमोथेरपी थांबवा"],
  ["mr", "शस्त्रक्रिया करण्याची गरज नाही"],
  ["hi", "हमारे यहाँ कैंसर का इलाज होता है"],
  ["hi", "इम्युनिटी बढ़ाकर कैंसर को हराएं"],
  ["hi", "ट्यूमर छोटा हो जाता है"],
  ["hi", "कैंसर से बचाव करता है"],
  ["hi", "कैंसर का खतरा कम करता है"],
  ["hi", "कीमोथेरेपी छोड़ दें"],
  ["en", "It not only cures but soothes"],
  ["en", "Not only do we guarantee results"],
  ["en", "We do not doubt that it cures"],
  ["hi", "कैंसर ठीक करता है, झूठ नहीं"],
  ["mr", "कर्करोग बरा होतो यात शंका नाही"],
  ["mr", "कर्करोग बरा होतो, नाही का?"],
  ["mr", "कर्करोग बरा होतो. नाही, औषध लागते."],
  ["hi", "गारंटी है नहीं तो पैसे वापस"],
  ["mr", "हमी आहे, नाही तर पैसे परत"],
]

const claimsByKind: [ClaimKind, Locale, string][] = [
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
  ["prevents a disease", "en", "It will never come back"],
  ["promises an outcome", "en", "Lasting relief"],
  ["promises an outcome", "en", "We promise results"],
  ["promises an outcome", "en", "Relief in 7 days"],
  ["promises an outcome", "en", "Permanently relieves pain"],
  ["promises an outcome", "mr", "कायमचा आराम"],
  ["promises an outcome", "mr", "कायमसाठी सुटका"],
  ["promises an outcome", "mr", "हमखास परिणाम"],
  ["prevents a disease", "mr", "तो पुन्हा कधीच होणार नाही"],
  ["promises an outcome", "hi", "हमेशा के लिए राहत"],
  ["promises an outcome", "hi", "स्थायी राहत"],
  ["prevents a disease", "hi", "यह दोबारा कभी नहीं होगा"],
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
]

const honestSentences: [Locale, string][] = [
  ["en", "Ayurveda is not a cure for cancer."],
  ["en", "We cannot guarantee any result."],
  ["en", "There is no guarantee, and no cure is promised."],
  ["en", "This care does not replace chemotherapy."],
  ["en", "It is not an alternative to surgery."],
  ["en", "Herbs are not proven to treat cancer."],
  ["en", "This is not intended to cure anything."],
  ["en", "Support through side effects such as nausea"],
  ["en", "Secure, procured herbs; curry leaves and curd"],
  ["en", "alongside your oncologist's treatment, never instead of it"],
  ["en", "the white blood cells that fight infection"],
  ["mr", "आयुर्वेद कर्करोग बरा करत नाही."],
  ["mr", "आम्ही कोणत्याही परिणामाची हमी देत नाही."],
  ["hi", "हम किसी परिणाम की गारंटी नहीं देते।"],
  ["mr", "तुम्हाला बरे वाटेल."],
  ["mr", "कृपया चिह्नित खाने ठीक करें।"],
  ["hi", "डेटा को ठीक करने के लिए कहें।"],
  ["hi", "कैंसर का इलाज करा रहे मरीज़"],
  ["mr", "केमोथेरपी थांबवू नका."],
  ["mr", "केमोथेरपी थांबवण्यापूर्वी कर्करोगतज्ज्ञांना विचारा."],
  ["mr", "आम्ही कर्करोगावर उपचार करू शकत नाही."],
  ["hi", "कीमोथेरेपी न छोड़ें।"],
  ["hi", "कैंसर को रोकने का दावा नहीं करते।"],
  ["hi", "कैंसर को रोकने का कोई दावा नहीं।"],
  ["mr", "कर्करोग बरा करतो असा दावा आम्ही करत नाही."],
  ["mr", "हमी देता येत नाही."],
  ["hi", "हम गारंटी कभी नहीं देते।"],
  ["mr", "आयुर्वेदाने नेहमीच आजारापासून बचावाला प्राधान्य दिले आहे."],
  ["mr", "आपले नाशिकमधील केंद्र"],
  ["hi", "तुमचे कर्करोगतज्ज्ञ उपचार करतात."],
]

const honestByStructure: [string, Locale, string][] = [
  ["a negation before", "en", "Herbs are not free of side effects."],
  ["a negation before", "en", "We do not provide medical advice or promise outcomes."],
  ["a negation before", "en", "Please do not stop or delay conventional treatment."],
  ["a negation before", "en", "We cannot promise permanent relief."],
  ["a negated claim", "en", "We make no claim that these herbs are free of side effects."],
  ["a negated claim", "en", "We never say that Ayurveda cures cancer."],
  ["a negated claim with a list", "en", "We don't promise a cure, a remission or a miracle."],
  ["a negated claim with commas inside its 'that'", "en", "We do not claim that turmeric, taken daily, cures cancer."],
  ["a denial of evidence", "en", "There is no evidence that any herb cures cancer."],
  ["a negated subject in a list", "en", "No herb, no diet and no therapy can cure cancer."],
  ["a warning against whoever promises", "hi", "जो भी कैंसर ठीक करने का वादा करे, उससे सावधान रहें।"],
  ["stories of a claim not printed", "mr", "आम्ही गाठ नाहीशी झाल्याच्या कथा छापत नाही."],
  ["a ranking denied a few words after", "hi", "हम नासिक के सबसे अच्छे केंद्र होने का दावा नहीं करते।"],
  ["a follow-up kept whatever scans show", "en", "Even when scans show no evidence of disease, keep every follow-up visit your oncologist asks for."],
  ["a claim to report", "en", "If a clinic promises to cure cancer, report it to ASCI."],
  ["a claim to report", "mr", "कॅन्सर बरा करण्याचा दावा करणाऱ्या जाहिरातींची तक्रार करा."],
  ["a claim to report", "hi", "कैंसर ठीक करने का दावा करने वाले विज्ञापनों की शिकायत करें।"],
  ["a negated subject with an aside", "en", "No herb or diet, however natural, can cure cancer."],
  ["a message called untrue", "hi", "मैसेज आता है कि हल्दी कैंसर ठीक करती है। यह गलत है।"],
  ["a short answer", "en", "Can herbs cure cancer? Short answer: no."],
  ["a short answer", "mr", "आयुर्वेद कॅन्सर बरा करतो का? थोडक्यात उत्तर: नाही."],
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
  ["a negated subject", "en", "No therapy here replaces your oncologist's care."],
  ["a negated subject", "en", "Nothing here replaces your oncologist's treatment."],
  ["a negated subject", "en", "None of our therapies cures cancer."],
  ["a negated subject", "en", "No herb is completely safe."],
  ["a negation after", "mr", "येथील कोणतीही उपचारपद्धती आपल्या कर्करोगतज्ज्ञांच्या उपचारांची जागा घेत नाही."],
  ["a negation after", "mr", "आयुर्वेद कर्करोगाचा प्रसार थांबवत नाही."],
  ["a negation after", "mr", "ही औषधे पूर्णपणे सुरक्षित नाहीत."],
  ["a negation after", "mr", "शस्त्रक्रिया टाळता येत नाही."],
  ["a negation after", "hi", "यहाँ की कोई भी चिकित्सा आपके कैंसर विशेषज्ञ के इलाज की जगह नहीं लेती।"],
  ["a negation after", "hi", "कोई भी जड़ी-बूटी पूरी तरह सुरक्षित नहीं है।"],
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
  ["the oncologist acting on cancer", "en", "Chemotherapy can shrink tumours."],
  ["the oncologist acting on cancer", "en", "It does not replace the oncologist who is treating the cancer."],
  ["the oncologist acting on cancer", "en", "The cancer itself is treated by your oncologist."],
  ["the oncologist acting on cancer", "en", "Tumours often shrink with chemotherapy."],
  ["the oncologist acting on cancer", "mr", "केमोथेरपी कर्करोगाच्या पेशी नष्ट करते."],
  ["the oncologist acting on cancer", "hi", "कीमोथेरेपी कैंसर कोशिकाओं को नष्ट करती है।"],
  ["the oncologist acting on cancer", "hi", "आपके कैंसर विशेषज्ञ कैंसर का इलाज करते हैं।"],
  ["a disease as a modifier", "en", "Never stop, delay or change cancer treatment without your oncologist's advice."],
  ["a disease as a modifier", "en", "Gentle care for cancer-related fatigue"],
  ["a disease as a modifier", "en", "Disease Prevention"],
  ["a disease as a modifier", "hi", "आपके हृदय रोग विशेषज्ञ के इलाज के साथ"],
  ["a question answered no", "en", "Will our herbs shrink the tumour? No. They may help you eat and sleep better."],
  ["a question answered no", "mr", "रसायनाने मधुमेह बरा होतो का? नाही."],
  ["a question answered no", "hi", "क्या काढ़े से गांठ गल जाती है? नहीं।"],
  ["a claim warned against", "en", "If someone promises to cure your cancer, take it as a red flag."],
  ["a claim warned against", "en", "Beware of posts that say a herb made a tumour disappear."],
  ["a claim warned against", "mr", "जर कोणी कॅन्सर कायमचा बरा करण्याचे वचन देत असेल, तर ती धोक्याची घंटा समजा."],
  ["a claim warned against", "hi", "'काढ़े से कैंसर खत्म' जैसे वीडियो आगे न भेजें।"],
  ["a claim denied after it", "en", "That turmeric shrinks tumours has not been proven."],
  ["a claim denied after it", "mr", "वनौषधींमुळे गाठ विरघळते, याचा कोणताही पुरावा नाही."],
  ["a claim denied after it", "hi", "जड़ी-बूटियों से कैंसर ठीक होता है, इसका कोई सबूत नहीं है।"],
  ["a meaning denied", "en", "A good scan does not mean the cancer has gone for good."],
  ["a certainty denied after it", "mr", "कोणतीही वनौषधी १००% सुरक्षित नसते."],
  ["a superlative that asks which", "en", "Which treatment is best for your cancer is for your oncologist to decide."],
  ["a superlative that asks which", "mr", "आपल्यासाठी कोणते उपचार सर्वोत्तम आहेत, हे आपले कर्करोगतज्ज्ञ सांगतील."],
  ["a superlative that asks which", "hi", "आपके लिए सबसे अच्छा इलाज कौन-सा है, यह आपके डॉक्टर बताएँगे।"],
  ["a postposition that is no contrast", "hi", "सुबह 8 बजे पर दवा लें और कीमो के दिन अपने डॉक्टर से पूछें।"],
  ["a list of negated subjects", "en", "No herb, massage or diet can cure diabetes."],
  ["a negated subject after and", "en", "Results vary, and no herb can prevent relapse."],
  ["a claim said to break the law", "en", "Any centre that guarantees to cure cancer is breaking the law."],
  ["a claim said to break the law", "hi", "जो अस्पताल डायबिटीज़ जड़ से खत्म करने की गारंटी देता है, वह कानून तोड़ रहा है।"],
  ["a claim in ads to beware of", "mr", "'कायमचा इलाज' असे दावे करणाऱ्या जाहिरातींपासून सावध राहा."],
  ["a question answered after a label", "en", "Q: Can I skip radiotherapy if I take your herbs? A: No, please follow your oncologist's plan."],
  ["a question answered that no one can promise it", "hi", "क्या योग से कैंसर दोबारा नहीं होगा? सच कहें तो इसकी गारंटी कोई नहीं दे सकता।"],
  ["whether or not, in Marathi", "mr", "गाठ पुन्हा होईल की नाही, हे आपले कर्करोगतज्ज्ञ तपासणीतून पाहतात."],
  ["proof of the oncologist's care", "en", "Chemotherapy and surgery are proven treatments for many cancers."],
  ["without, before a verb", "en", "Never change your thyroid medicines without asking your doctor."],
  ["a hospital named Tata", "en", "Many of our patients are treated at Tata Memorial Hospital."],
  ["a review quoted, then called untrue", "en", "One review says our oil cured her arthritis. That is not true: no oil cures arthritis."],
  ["a message quoted and called false", "hi", "'यह चूर्ण 7 दिन में शुगर खत्म करता है' वाला मैसेज झूठा है।"],
  ["an answer after a label", "hi", "क्या काढ़े से पथरी गल जाती है? हमारा जवाब: नहीं।"],
  ["a claim said not to be so", "hi", "आयुर्वेदिक है तो अपने-आप सुरक्षित है, ऐसा नहीं है।"],
  ["what public health says lowers the risk", "en", "Stopping smoking lowers the risk of lung cancer."],
  ["the years of a practice, not of an outcome", "en", "For over fifteen years we have cared for people living with diabetes."],
]

const loopholes: [string, string][] = [
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
  ["a denial of meaning a dash has ended", "Cancer doesn't mean the end – our herbs cure it."],
  ["a denied promise a comma has ended", "We do not promise miracles, our herbs cure cancer."],
  ["a 'not' that is no disproof", "Our kadha cures cancer, not right away, but surely."],
  ["negated nouns that are no list of subjects", "No pain, no fear, and our herbs shrink the tumour."],
  ["a denial followed by a qualifier", "Patients write that our kadha cured their cancer. That's not true only for a few."],
  ["a claim said to be no advert", "हमारे काढ़े से कैंसर ठीक होता है, यह विज्ञापन नहीं, सच है।"],
  ["'that' as a pronoun", "We never claim that, our kadha cures cancer."],
  ["a dash after a denied claim", "We do not claim that — our herbs cure cancer."],
  ["negated nouns a comma runs on from", "No waiting, no hassle, our herbs dissolve tumours."],
  ["a review quoted and not called untrue", "A review says our herbs cured her cancer. It's wrong to doubt it."],
  ["a complaint that is no warning", "Patients say our herbs cure cancer, with not one शिकायत."],
  ["a loan word spelled with a short u", "बाबांचा ट्युमर इथल्या औषधांनी नाहीसा झाला."],
  ["Marathi's plural 'not'", "आमचा रस रोज घ्या, कॅन्सर आणि मधुमेह कधी जवळही फिरकणार नाहीत."],
  ["the real healing set against a treatment", "Hospitals burn you with radiation; with our herbs you get the real healing."],
  ["a treatment compared, with doctors said to say so", "Our kadha, doctors say, is as good as chemotherapy."],
  ["an 'instead' that is no advert", "Instead of surgery, our herbs cure cancer, so beware of needless operations."],
]

describe("the claims guard", () => {
  it.each(refusedPhrasings)("refuses a claim it was shown (%s): %j", (language, text) => {
    expect(isRefused(text, language)).toBe(true)
  })

  it.each(claimsByKind)("refuses a claim that %s (%s): %j", (kind, language, text) => {
    expect(findClaims(text, language)).toContainEqual(expect.objectContaining({ kind, verdict: "refused" }))
  })

  it.each(honestSentences)("lets an honest sentence through (%s): %j", (language, text) => {
    expect(findClaims(text, language)).toEqual([])
  })

  it.each(honestByStructure)("lets an honest sentence through, with %s (%s): %j", (_, language, text) => {
    expect(findClaims(text, language)).toEqual([])
  })

  it.each(loopholes)("opens no loophole with %s: %j", (_, text) => {
    expect(isRefused(text, /[\u0900-\u097F]/.test(text) ? (/है|नहीं/.test(text) ? "hi" : "mr") : "en")).toBe(true)
  })

  it.each(locales.flatMap((language) => claimKinds.map((kind) => [kind, language, kindWords[language][kind].instead] as const)))(
    "lets through the honest wording it suggests for a claim that %s (%s): %s",
    (_, language, instead) => {
      expect(findClaims(instead, language)).toEqual([])
    },
  )
})

describe("meanings within a clause", () => {
  it.each<[string, Locale, string]>([
    ["words between the disease and its verb", "en", "The tumour in my left breast slowly shrank."],
    ["the verb before the disease", "en", "Within weeks we saw the cancer melt away."],
    ["a testimonial", "en", "My father's lump got smaller with every session until it was gone."],
    ["a relative's growth, in Marathi", "mr", "माझ्या आईच्या छातीतली गाठ तीन महिन्यांत नाहीशी झाली."],
    ["a relative's growth, in Hindi", "hi", "मेरी माँ की गाँठ दो महीने में गायब हो गई।"],
    ["an organ back to normal", "en", "Her sugar levels came back to normal."],
    ["a disease that will not come back", "en", "After the course, the cancer won't come back."],
    ["a disease never to worry about again", "en", "You will never worry about diabetes again."],
    ["a relapse said to be impossible", "en", "There is zero chance of relapse."],
    ["a figure of success", "en", "9 out of 10 patients feel better."],
    ["a figure of success in Marathi", "mr", "९०% रुग्णांना फरक पडतो."],
    ["a figure of success in Hindi", "hi", "95 फीसदी मरीज़ों को आराम मिलता है।"],
    ["money back", "en", "Results or your money back."],
    ["a result by a date", "en", "You will feel better in 7 days."],
    ["a guarantee said with a verb", "mr", "आम्ही बरे करण्याची खात्री देतो."],
    ["a safety absolute", "en", "It is completely non-toxic."],
    ["a safety absolute in Hinglish", "hi", "यह दवा बिल्कुल सेफ है।"],
    ["safety during chemotherapy", "en", "Our kadha is safe even during chemo."],
    ["an idiom for surgery", "en", "Why go under the knife when herbs can help?"],
    ["cancer medicines stopped", "en", "Many patients stopped their cancer medicines after our therapy."],
    ["a growth made smaller by a part", "en", "In eight weeks the size of his lump was cut by half."],
    ["a growth halved, in Marathi", "mr", "दोन महिन्यांत माझ्या वडिलांच्या गाठीचा आकार निम्मा झाला."],
    ["a marker back in range", "en", "After our course her CA 19-9 fell to the normal range."],
    ["a marker falling from one figure to another, in Hindi", "hi", "पापा का मार्कर 450 से 20 पर आ गया।"],
    ["a scan that came back clean", "en", "Six months on, his scan came back clean."],
    ["safe from a disease", "en", "Our daily churna keeps your children safe from diabetes."],
    ["safe from a disease, in Hindi", "hi", "इस काढ़े से आप हमेशा दिल की बीमारी से सुरक्षित रहेंगे।"],
    ["a disease that cannot come near", "en", "With our Rasayana, cancer cannot even touch your family."],
    ["a growth that does not form again, in Hindi", "hi", "हमारे इलाज के बाद रसौली दोबारा कभी नहीं बनती।"],
    ["a tumour that doesn't return", "en", "Our programme makes sure the growth doesn't return."],
    ["a treatment not wanted, in Marathi", "mr", "ऑपरेशन नको, फक्त आमची वनौषधी घ्या."],
    ["a treatment never needed, in Marathi", "mr", "आमच्या उपचारांनंतर रेडिएशनची वेळच येत नाही."],
    ["a treatment no longer needed", "en", "Three months on our herbs and no surgery needed."],
    ["a testimony that names no disease", "hi", "जब डॉक्टरों ने हाथ खड़े कर दिए, तब यहाँ के वैद्य जी ने मुझे ठीक किया।"],
    ["a testimony that names no disease, in Marathi", "mr", "सगळ्या डॉक्टरांनी हात टेकले होते, तेव्हा इथल्या उपचारांनी आईला बरं केलं."],
    ["safety that no harm can come, in Marathi", "mr", "या गोळ्यांनी कसलाही धोका नाही, त्या कधीच अपाय करत नाहीत."],
    ["a disease wiped out, in Hindi", "hi", "छह महीने में शुगर की बीमारी का नामोनिशान मिट गया।"],
    ["a ranking with the disease between", "en", "The top cancer hospital in Maharashtra for Ayurveda."],
    ["a ranking with the disease between, in Hindi", "hi", "महाराष्ट्र का सबसे भरोसेमंद कैंसर केयर सेंटर।"],
    ["a ranking in a hashtag", "en", "Book today! #TopAyurvedaHospitalIndia"],
    ["a ranking in a hashtag, in Marathi", "mr", "#महाराष्ट्रातील_बेस्ट_आयुर्वेद_हॉस्पिटल"],
    ["a claim in romanised Hindi", "hi", "Hamari dawa se sugar normal ho jati hai."],
    ["a disease that does not happen", "en", "People on our Rasayana plan just don't get diabetes."],
    ["a disease that does not spread, in Marathi", "mr", "आमच्या चूर्णामुळे गाठ इतरत्र पसरतच नाही."],
    ["a disease that does not come near, in Hindi", "hi", "हमारे रसायन के बाद डायबिटीज़ पास भी नहीं फटकती।"],
    ["a disease named before its prevention", "en", "Worried about heart disease? Our herbal tea stops it before it starts."],
    ["an attack on cancer's cells, in Marathi", "mr", "हे चूर्ण कर्करोगाच्या पेशींवर थेट हल्ला करते."],
    ["a growth dissolved, in the passive, in Hindi", "hi", "यहाँ रसायन चिकित्सा से ट्यूमर धीरे-धीरे गलाया जाता है।"],
    ["a marker from one figure to another", "en", "His PSA went from 60 to 4 on our kadha alone."],
    ["sugar normal, in Marathi", "mr", "आता बाबांची शुगर कायम नॉर्मल असते."],
    ["insulin given up, in Marathi", "mr", "आमच्या उपचारांनंतर इन्सुलिन बंद झालं."],
    ["a comparison with a treatment", "en", "Our Panchakarma works better than radiation for many."],
    ["a treatment's work done by the centre, said after it", "hi", "ऑपरेशन का नाम सुनकर डर गए? चिंता छोड़िए। हमारी जड़ी-बूटियाँ वही काम करती हैं।"],
    ["a success rate in Hindi", "hi", "गठिया में हमारा सक्सेस रेट 90% है।"],
    ["no harm that could ever come, in Hindi", "hi", "प्राकृतिक है, इसलिए इससे नुकसान हो ही नहीं सकता।"],
    ["a ranking with a count between", "en", "One of the top 5 Ayurvedic cancer hospitals in India."],
    ["a treatment compared, written onto it, in Marathi", "mr", "आमची वनौषधी रेडिएशनपेक्षा जास्त प्रभावी आहे."],
    ["an overdose said to be impossible", "en", "It's all natural, so there's no such thing as an overdose."],
    ["a claim in romanised Marathi", "mr", "Amchya aushadhane madhumeh 21 divsat purna bara hoto."],
    ["a ranking by there being nowhere better", "hi", "आयुर्वेदिक इलाज के लिए इससे अच्छी जगह आपको पूरे महाराष्ट्र में कहीं नहीं मिलेगी।"],
  ])("refuses %s (%s): %j", (_, language, text) => {
    expect(isRefused(text, language)).toBe(true)
  })

  it.each<[string, Locale, string, string]>([
    ["a nukta", "hi", "डायबिटीज़ ठीक हो जाती है", "डायबिटीज ठीक हो जाती है"],
    ["a chandrabindu", "hi", "गाँठ गायब हो गई", "गांठ गायब हो गई"],
    ["a joined nasal", "hi", "इलाज की गारण्टी", "इलाज की गारंटी"],
    ["Hinglish with a nukta", "hi", "अब वो कैंसर फ़्री हैं", "अब वो कैंसर फ्री हैं"],
    ["a hyphen", "en", "It is side-effect free.", "It is side effect free."],
  ])("folds %s: a claim is refused either way (%s): %j, %j", (_, language, one, other) => {
    expect([isRefused(one, language), isRefused(other, language)]).toEqual([true, true])
  })

  it.each<[string, string]>([
    ["a soft hyphen", "Ayurveda cu\u00adres cancer"],
    ["a zero-width space", "Ayurveda cu\u200bres cancer"],
    ["a zero-width joiner", "इलाज की गारं\u200dटी"],
    ["a no-break space", "with no side\u00a0effects"],
    ["a narrow no-break space", "100\u202f% safe"],
    ["a line break, as in a Markdown paragraph", "used instead of\nchemotherapy"],
    ["full-width letters", "Ayurveda ｃｕｒｅｓ cancer"],
    ["a precomposed nukta", "डायबिटी\u095B ठीक हो जाती है"],
  ])("cannot be talked around by %s: %j", (_, text) => {
    expect(isRefused(text, /[\u0900-\u097F]/.test(text) ? "hi" : "en")).toBe(true)
  })
})

describe("a claim that may be one is held for the founder, not refused", () => {
  it.each<[string, Locale, string]>([
    ["hedged", "en", "Rasayana may help shrink tumours."],
    ["asked", "en", "Can Ayurveda cure cancer?"],
    ["asked in Hindi", "hi", "क्या आयुर्वेद से कैंसर ठीक हो सकता है?"],
    ["split by a comma", "en", "The lump, which the doctors had watched for a year, vanished."],
    ["acted on by both the oncologist's treatment and the centre's care", "en", "The tumour shrank with chemotherapy and our Rasayana."],
    ["an outcome told by a condition and a time, in words no list has", "en", "Stroke patients are back on their feet within 30 days."],
    ["an outcome told by a condition and a time, in Marathi", "mr", "संधिवाताचे रुग्ण १५ दिवसांत पळू लागतात."],
    ["a growth, then a few words on what became of it", "en", "Lump on the scan in March: 3 cm. By June: gone."],
    ["a treatment forgone by the centre, said after it", "en", "His surgeon had fixed a date for the operation. We said there was no need."],
    ["asked, and answered by someone's no that is no answer", "en", "Does our kadha cure cancer? Ask any patient: no, it never fails."],
    ["a treatment compared with the centre's care and the oncologist's together", "en", "Our Rasayana and the oncologist are as good as surgery."],
    ["a success figure beside a disease, with 'more than' before it", "en", "More than 80% of diabetes patients."],
    ["a condition and a time to a result, 'within a year of'", "en", "Childless couples hold babies within a year of our treatment."],
  ])("%s (%s): %j", (_, language, text) => {
    expect(verdictsOf(text, language)).toEqual(["held"])
  })

  it('holds an asked claim only where it asks, not where a tag tells ("…, नाही का?")', () => {
    expect(verdictsOf("कर्करोग बरा होतो, नाही का?", "mr")).toEqual(["refused"])
  })
})

describe("what the editor reads", () => {
  const [claim] = findClaims("आयुर्वेदाने कर्करोगापासून कायमची सुटका", "mr")

  it("names the file, the field, the sentence, the words that make it a claim, why, and an honest wording", () => {
    expect(describeClaim("content/mr/site.yaml", "claims[0]", claim)).toBe(
      `content/mr/site.yaml: claims[0] says "आयुर्वेदाने कर्करोगापासून कायमची सुटका" (${claim.words.map((word) => `"${word}"`).join(", ")}), which ${kindWords.en[claim.kind].why}. Write instead: ${kindWords.en[claim.kind].instead}`,
    )
    expect(claim.words).toEqual(expect.arrayContaining(["कर्करोगापासून", "सुटका"]))
  })

  it.each(["mr", "hi"] as const)("says it in the page's language (%s)", (language) => {
    const message = claimMessage("claims[0]", claim, language)
    expect(message).toContain(kindWords[language][claim.kind].why)
    expect(message).toContain(kindWords[language][claim.kind].instead)
    expect(message).not.toMatch(/\b(?:says|which|Write instead)\b/)
  })

  it("tells how a held sentence is published: the founder's approval, or a rewording", () => {
    const [held] = findClaims("Rasayana may help shrink tumours.", "en")
    expect(claimMessage("intro[0]", held)).toMatch(/may be a claim.+founder approves this sentence in content\/approved-sentences\.yaml; or rewrite it/)
  })

  it.each(locales.flatMap((language) => claimKinds.map((kind) => [language, kind] as const)))(
    "has why and an honest wording for each kind, in each language (%s, %s)",
    (language, kind: ClaimKind) => {
      expect(kindWords[language][kind].why).toMatch(/\p{L}/u)
      expect(kindWords[language][kind].instead).toMatch(/\p{L}/u)
    },
  )
})
