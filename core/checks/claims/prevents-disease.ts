import { describedBy, en, hi, mr, oneOf, verb } from "./claim-words"
import type { Family } from "./family"

// Prevents, wards off or lowers the risk of a disease the Act names, or its return. Not diseases in general: "disease
// prevention" is the honest name of a service.

const object = `(?:(?:the|your|any|a|an) )?${describedBy(2)}${oneOf(en.scheduled, "(?:cancer )?(?:recurrence|relapse)")}(?!${en.asModifier})`
const prevents = oneOf(
  verb("prevent", "avert", "avoid"), "prevention of", "ward(?:s|ed|ing)? off", String.raw`immun\w* (?:to|against)`,
  `${verb("protect", "shield", "guard", "safeguard")} (?:\\S+ )?(?:from|against)`,
  `${verb("reduce", "lower", "cut", "minimise", "minimize", "decrease", "halve")} (?:the |your )?(?:risk|chances?|likelihood|odds|incidence) of(?: getting| developing)?`,
)

export const preventsDisease: Family = {
  family: "prevents a disease",
  why: "claims to prevent a disease the Drugs and Magic Remedies Act names",
  instead: {
    en: "\"a healthy routine; keep up the screening your doctor advises\"",
    mr: "\"निरोगी दिनचर्या; डॉक्टरांनी सांगितलेल्या तपासण्या वेळेवर करा\"",
    hi: "\"स्वस्थ दिनचर्या; डॉक्टर की बताई जाँचें समय पर कराएँ\"",
  },
  patterns: {
    en: [
      `${prevents} ${object}`,
      `${oneOf(verb("keep"), "kept")} ${object} (?:away|at bay)`,
      `${verb("reduce", "lower", "cut", "minimise", "minimize", "decrease")} (?:your )?${describedBy(1)}${en.scheduled}[- ]risks?`,
      `${en.scheduled}[- ](?:preventing|preventive|prevention)`,
    ],
    mr: [
      String.raw`${mr.scheduled}(?: होण्याचा| होण्याची)? (?:धोका कमी|शक्यता कमी|टाळ|प्रतिबंध|रोख|बचाव|संरक्षण|दूर ठेव)\S*|${mr.scheduled}प्रतिबंधक`,
      { selfNegated: String.raw`${mr.scheduled} होऊ (?:देत|देणार) नाही\S*` },
    ],
    hi: [
      String.raw`${hi.scheduled}(?: से| को| की| का| के)? (?:बचा|रोक|दूर रख)\S*|${hi.scheduled}(?: का| के)? (?:खतरा|ख़तरा|जोखिम) (?:कम|घटा)\S*`,
      { selfNegated: String.raw`${hi.scheduled}(?: को)? होने नहीं (?:देत|देग)\S*` },
    ],
  },
}
