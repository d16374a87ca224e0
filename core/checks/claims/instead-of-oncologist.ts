import { en, hi, mr, oneOf, verb } from "./claim-words"
import type { Family } from "./family"

// An alternative to, instead of, without, or a reason to skip the treatment an oncologist gives.

const conventional = en.conventional
const forgoes = oneOf(
  verb("replace", "substitute", "avoid", "skip", "stop", "quit", "refuse", "abandon", "drop", "delay", "postpone", "bypass", "escape", "ditch"),
  "give up", "gives up", "giving up", "gave up", "do away with", "does away with", "say no to", "forgo(?:es)?", "forego(?:es)?",
)

export const insteadOfOncologist: Family = {
  family: "instead of the oncologist",
  why: "offers Ayurveda in place of the treatment an oncologist advises",
  instead: {
    en: "\"alongside the treatment your oncologist advises, never instead of it\"",
    mr: "\"आपल्या कर्करोगतज्ज्ञांच्या उपचारांसोबत, त्यांच्या जागी कधीच नाही\"",
    hi: "\"आपके कैंसर विशेषज्ञ के इलाज के साथ, उसकी जगह कभी नहीं\"",
  },
  patterns: {
    en: [
      `(?:alternatives?|substitutes?|replacements?) (?:to|for) ${conventional}|(?:instead|in place|in lieu) of ${conventional}|rather than ${conventional}`,
      `${forgoes}(?:,? (?:or|and) ${forgoes}|, ${forgoes})* ${conventional}`,
      String.raw`${verb("spare")} (?:you |patients )?(?:from )?${conventional}`,
      `(?:no|without(?: the)?) (?:need|necessity) (?:for|of) ${conventional}|no more ${conventional}|without ${conventional}|${conventional}[- ]free`,
      `${oneOf(verb("choose", "prefer", "pick"), "chose", "chosen", String.raw`opt\w* for`)} (?:\\S+ ){0,2}?over ${conventional}`,
      {
        selfNegated: `(?:no longer|never|don't|do not|won't|will not|doesn't|does not) (?:need|require|have to (?:have|undergo|take)) ${conventional}|${conventional} (?:is|are|becomes?) (?:no longer |not |never |un)(?:needed|necessary|required)|no ${conventional} (?:is |are )?(?:needed|necessary|required)`,
      },
    ],
    mr: [
      String.raw`${mr.conventional}(?:ऐवजी|च्या ऐवजी|ला पर्याय|शिवाय|विना)|${mr.conventional} (?:ऐवजी|जागा घे\S*|टळ\S*|टाळता येत\S*)`,
      String.raw`${mr.conventional} (?:थांबवा|थांबवावी|थांबवावे|बंद करा|सोडा|सोडून द्या|टाळा|टाळावी|टाळावे|टाळू शकता)`,
      { selfNegated: String.raw`${mr.conventional}(?:ची| घेण्याची| करण्याची| करायची)? गरज (?:नाही|नसते|उरत नाही)|${mr.conventional} न करता` },
    ],
    hi: [
      String.raw`${hi.conventional}(?: के बजाय| की जगह| का विकल्प| के बिना)|बिना (?:\S+ )?${hi.conventional}|${hi.conventional} (?:से बच|टल)\S*`,
      String.raw`${hi.conventional} (?:छोड़ दें|छोड़ दीजिए|छोड़ें|छोड़िए|बंद कर दें|बंद करें|रोक दें|रोकें|टालें)`,
      { selfNegated: String.raw`${hi.conventional} (?:की|का) (?:ज़रूरत|जरूरत) (?:नहीं|ख़त्म|खत्म)|${hi.conventional} (?:न कराएं|न करवाएं)` },
    ],
  },
}
