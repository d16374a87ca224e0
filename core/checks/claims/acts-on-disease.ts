import { describedBy, en, hi, mr, oneOf, verb } from "./claim-words"
import type { Family } from "./family"

// Cures, heals, treats, reverses, shrinks, gets rid of or stops a disease: each verb of the family with each disease.

const disease = oneOf(en.scheduled, en.illness)
/** A disease as what a verb acts on ("your stage 4 breast cancer"), not as what a treatment is for ("cancer treatment"). */
const object = `(?:(?:the|your|any|all|a|an|their|his|her|its|every|most|many|some) )?${describedBy(3)}${disease}(?!${en.asModifier})`
/** The oncologist and the treatments they give may honestly be said to act on cancer ("chemotherapy can shrink tumours"). */
const notByCareGiver = String.raw`(?<!${en.careGivers}(?:['’]s?)?(?: (?:who|that|which))?(?: (?:is|are|can|could|may|might|will|often|usually|also|then|helps?|to))* )`
const actsOn = oneOf(
  verb("heal", "treat", "reverse", "defeat", "beat", "fight", "combat", "attack", "target", "eliminate", "shrink"),
  verb("kill", "destroy", "dissolve", "melt", "starve", "conquer", "overcome", "banish", "remove", "relieve", "reduce"),
  verb("stop", "halt", "arrest"),
  "beaten", "fought", "shrank", "shrunk", "overcame", String.raw`heal\w* from`, "(?:fights?|fighting|fought) against", "wip(?:e|es|ed|ing) out", "knock(?:s|ed|ing)? out",
  "(?:get|gets|getting|got|gotten) rid of", String.raw`rid(?:s|ding)? (?:\p{L}+ )?of`, String.raw`free(?:s|d|ing)? (?:\p{L}+ )?(?:from|of)`,
  "freedom from", "(?:(?:say|says|said|saying|bid|bids|bidding) )?(?:goodbye|good-bye|farewell) to",
)
const halts = verb("stop", "halt", "arrest", "block", "slow", "check", "prevent", "curb", "contain")
/** What a disease is claimed to undergo, said of it as the subject ("the tumour shrinks", "cancer is gone"). */
const undergoes = oneOf(
  "cured", "healed", "reversed", "eliminated", "eradicated", "destroyed", "dissolved", "defeated", "beaten", "gone", "cleared",
  "shrunk", "shrank", "shrinks?", "shrinking", String.raw`regress\w*`, String.raw`disappear\w*`, String.raw`vanish\w*`,
  String.raw`melt\w* away`, "(?:go|goes|went|gone|going) away", "(?:stops?|stopped) (?:spreading|growing)",
  "(?:go|goes|went|gone|going|put|puts) into remission",
)
const aux = oneOf("is", "are", "was", "were", "gets?", "got", "can be", "could be", "will be", "would be", "may be", "has been", "have been", "becomes?", "became")
const adverb = oneOf("completely", "fully", "totally", "permanently", "quickly", "rapidly", "gradually", "visibly", "entirely", "naturally", "often", "soon", "finally", "really", "simply")

const diseaseMr = oneOf(mr.scheduled, mr.lump, mr.illness)
const notByCareGiverMr = String.raw`(?<!${mr.careGivers} (?:\S+ )?)`
const diseaseHi = oneOf(hi.scheduled, hi.lump, hi.illness)
const notByCareGiverHi = String.raw`(?<!${hi.careGivers}(?: \S+)? )`

export const actsOnDisease: Family = {
  family: "acts on a disease",
  why: "claims to cure a disease or to act on it; the Drugs and Magic Remedies Act forbids that",
  instead: {
    en: "describe supportive care: \"may help with strength, appetite and comfort during treatment\"",
    mr: "\"उपचारांदरम्यान शक्ती, भूक व आराम यासाठी पूरक काळजी\"",
    hi: "\"इलाज के दौरान ताकत, भूख और आराम के लिए सहायक देखभाल\"",
  },
  patterns: {
    en: [
      String.raw`cur(?:e|es|ed|ing|able|ative|atively)|incurable|eradicat(?:e|es|ed|ing|ion)`,
      `${halts} (?:the )?(?:spread|spreading|growth|progression|metastasis|advance) of ${object}`,
      `${halts} ${describedBy(2)}${disease}[- ](?:spread|growth|progression)`,
      `${halts} ${object} (?:from )?(?:spreading|growing|progressing|returning|recurring|coming back|metastasi[sz]ing)`,
      `${notByCareGiver}${actsOn} ${object}`,
      `${describedBy(2)}${disease} (?:${aux} )?(?:${adverb} )?${undergoes}(?! (?:with|after|during|under|on|through|because of) ${en.conventional})`,
      `${oneOf("reversal", "regression", "remission", "eradication", "elimination", "destruction", "shrinkage", "disappearance", "defeat", "clearance")} of ${object}`,
      `${disease}[- ]${oneOf("reversal", "regression", "remission", "eradication", "elimination", "destruction", "shrinkage", "shrinking", "killing", "killer", "fighting", "fighter", "busting", "buster", "destroying", "reversing", "free")}`,
      String.raw`anti[- ]?(?:cancer(?:ous)?|tumou?rs?|diabet\w*)`,
      `${oneOf(verb("achieve", "induce", "bring", "lead", "put", "send", "get", "see", "reach", "attain", "experience"), "brought", "led", "sent", "got", "saw", "seen")} (?:\\S+ ){0,3}?(?:(?:in)?to )?remission`,
      "(?:complete|full|total|lasting|permanent|long[- ]term|sustained) remission|remission rates?",
    ],
    mr: [
      String.raw`बर(?:ा|े|ी)\s*(?:कर|हो|होण्या|होणे|होतो|होते|होईल)\S*|पूर्णपणे बर\S*|रोगमुक्त\S*|(?:कर्करोग|कॅन्सर|कर्क)मुक्त\S*`,
      String.raw`${notByCareGiverMr}${diseaseMr} (?:\S+ )?(?:उपचार|इलाज) (?:करतो|करतात|करते|करू|करतील|करणार|केले जातात|केला जातो|होतो|होतात)\S*`,
      String.raw`${diseaseMr} (?:\S+ )?(?:मात|विजय)`,
      String.raw`${notByCareGiverMr}${diseaseMr} (?:पेशी\S* )?(?:नष्ट|विरघळ|संपव|नाश|नायनाट|खात्मा|निर्मूलन|उच्चाटन)\S*|पेशी\S* मार\S*`,
      String.raw`${notByCareGiverMr}${mr.lump} (?:आकार )?(?:कमी|लहान|घट|आकुंचन|आकस|विरघळ|जिर|नाहीस|नाहीश|गायब|ओसर)\S*`,
      String.raw`${diseaseMr} (?:पूर्णपणे |कायमचा |कायमची |कायमचे )?(?:नाहीसा|नाहीशी|नाहीसे|गायब|दूर) (?:हो|कर)\S*`,
      String.raw`${diseaseMr} (?:कायमचा |कायमची |कायमचे |पूर्णपणे |कायमस्वरूपी )?(?:सुटका|मुक्ती|मुक्त|छुटकारा|निरोप|रामराम|अलविदा)\S*`,
      String.raw`${diseaseMr} (?:प्रसार|पसरणे|पसरण्या|फैलाव|वाढ|वाढणे)\S* (?:\S+ )?(?:थांबव|रोख|आटोक्यात)\S*`,
      { selfNegated: String.raw`${diseaseMr} (?:पसरू|वाढू) (?:देत|देणार) नाही\S*` },
      "(?:कर्करोग|कॅन्सर|ट्यूमर)(?:विरोधी|नाशक|रोधक)",
    ],
    hi: [
      // "ठीक करना" also means to correct (a form, one's data): only a disease or a patient before it makes it a cure. A
      // clinic that "treats cancer" is refused; a patient "undergoing" treatment (इलाज करा रहे) is not.
      String.raw`${notByCareGiverHi}${diseaseHi}(?: का| की| के)? (?:इलाज|उपचार) (?:करते|करता|करती|करेंगे|करेगा|करेगी|किया|करना|करने|कर सकते|कर सकता|होता|होते|होगा)\S*`,
      String.raw`(?:${diseaseHi}|मरीज़?|रोगी)\S*(?: \S+){0,3} (?:ठीक|चंगा|स्वस्थ) (?:कर|हो)\S*|पूरी तरह (?:ठीक|स्वस्थ)\S*`,
      String.raw`${diseaseHi}[ -]?मुक्त\S*|जड़ से (?:खत्म|ख़त्म|मिटा)\S*|${diseaseHi}(?: पर| को) (?:विजय|जीत|हरा|मात)\S*`,
      String.raw`${notByCareGiverHi}${diseaseHi}(?: की| को| के)? (?:कोशिकाओं को |सेल्स को )?(?:नष्ट|खत्म|ख़त्म|गला|मार|मिटा)\S*`,
      String.raw`${notByCareGiverHi}${hi.lump}(?: का| की)? (?:आकार )?(?:घट|छोटा|छोटी|छोटे|सिकुड़|कम|गल|पिघल|ग़ायब|गायब)\S*`,
      String.raw`${diseaseHi}(?: से| को)? (?:हमेशा के लिए |पूरी तरह |पूरी तरह से |स्थायी रूप से |जल्द |तुरंत )?(?:छुटकारा|मुक्ति|निजात|अलविदा|विदा|गायब|ग़ायब)\S*`,
      String.raw`${diseaseHi}(?: को| का| के| की)? (?:फैलने|फैलाव|बढ़ने|बढ़त|प्रसार)(?: से| को)? (?:रोक|थाम)\S*`,
      { selfNegated: String.raw`${diseaseHi}(?: को)? (?:फैलने|बढ़ने) नहीं (?:देत|देग)\S*` },
      "कैंसर[- ]?(?:रोधी|नाशक|विरोधी)",
    ],
  },
}
