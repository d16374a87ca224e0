import type { Vocabulary } from "./vocabulary"

/** English, and Hindi as WhatsApp forwards write it in Latin letters (jad se khatam, gayab). */
export const english: Vocabulary = {
  diseases: [
    "cancer*", "tumour*", "tumor*", "malignan*", "metasta*", "carcinoma*", "sarcoma*", "lymphoma*", "leukaemia*", "leukemia*",
    "myeloma*", "melanoma*", "neoplasm*", "diabet*", "madhumeh*", "heart disease*", "heart attack*", "heart block*", "arthritis",
    "rheumat*", "gout", "thyroid disease*", "goitre", "goiter", "hypertension", "blood pressure", "bp", "epilep*", "tuberculosis",
    "paralysis", "obesity", "psoriasis", "asthma", "kidney stone*", "stage # *", "last stage", "stage four", "stage three",
  ],
  illnesses: ["disease", "diseases", "illness*", "sickness*", "ailment*", "disorder*", "bimari", "rog"],
  growths: ["lump*", "growth", "growths", "mass", "masses", "cyst*", "nodule*", "gaanth", "ganth", "gaath"],
  markers: [
    "sugar", "sugars", "blood sugar*", "sugar level*", "hba1c", "reports", "report", "scan", "scans", "pet scan*", "ct scan*", "markers",
    "tumour markers", "thyroid levels", "tsh", "cholesterol", "liver function", "kidney function", "creatinine",
  ],
  recurrence: [
    "relapse*", "recurrence*", "recur", "recurs", "recurring", "come back", "comes back", "coming back", "came back", "return",
    "returns", "returning", "regrow*", "spread again", "dobara", "wapas",
  ],
  aboutWords: [
    "treatment*", "care", "therapy", "therapies", "specialist*", "doctor*", "surgeon*", "team*", "centre*", "center*", "hospital*",
    "screening*", "diagnos*", "research", "service*", "survivor*", "drug*", "medicine*", "pain", "fatigue", "symptom*", "nausea",
    "side", "stress", "worry", "anxiety", "support", "journey", "related", "ward", "unit", "clinic*", "awareness",
    "experience", "care-giver*", "caregiver*", "type*", "types", "education", "nurse*", "counselling", "diet*", "cookbook*",
  ],

  effects: [
    "heal", "heals", "healed", "healing", "treat", "treats", "treated", "treating", "reverse*", "reversal", "defeat*", "beat",
    "beats", "beaten", "beating", "fight", "fights", "fought", "fighting", "combat*", "attack*", "target*", "eliminat*", "eradicat*",
    "shrink*", "shrank", "shrunk", "smaller", "kill", "kills", "killed", "killing", "killer*", "destroy*", "dissolv*", "melt*",
    "starv*", "conquer*", "overcome*", "overcame", "banish*", "remove*", "removal", "wipe* out", "wiped out", "knock* out", "root out",
    "uproot*", "at the root", "from the root", "flush* out", "get rid of", "gets rid of", "got rid of", "getting rid of", "rid of",
    "free of", "free from", "free", "freedom from", "freed", "goodbye to", "good-bye to", "farewell to", "bye bye", "vanish*",
    "disappear*", "gone", "cleared", "regress*", "remission", "halt*", "arrest*", "stop* … spread*", "stop* … grow*",
    "stops spreading", "stopped spreading", "slow* … spread*", "slow* … growth", "under control", "went away", "goes away",
    "go away", "recover* from", "recovery from", "never … again", "won the battle", "won the fight", "kicked", "no trace",
    "no sign of", "no signs of", "anti", "gayab", "khatam", "khatm", "theek", "thik", "chhota", "chota", "mukt", "jad se",
  ],
  cureWords: [
    "cure", "cures", "cured", "curing", "curable", "curative", "curatively", "incurable", "eradicat*", "remission rate*", "complete remission",
    "full remission", "total remission", "lasting remission", "permanent remission", "achieve* remission", "into remission",
  ],
  normalises: [
    "back to normal", "normal again", "became normal", "become normal", "becomes normal", "returned to normal", "normalis*",
    "normaliz*", "came back clear", "come back clear", "all clear", "completely normal", "totally normal", "perfectly normal",
    "normal now", "now normal", "restored", "restore*", "bilkul normal",
  ],
  prevents: [
    "prevent*", "avert*", "ward* off", "warded off", "keep* … away", "kept … away", "keep* … at bay", "kept … at bay", "keep* … from",
    "kept … from", "protect* … from", "protect* … against", "shield* … from", "shield* … against", "guard* against", "safeguard*",
    "immun* to", "immun* against", "reduce* … risk*", "lower* … risk*", "cut* … risk*", "minimi* … risk*", "decrease* … risk*",
    "halve* … risk*", "reduce* … chance*", "lower* … chance*", "risk reduction", "never get", "never develop", "never happen*",
    "from ever", "at bay",
  ],
  neverAgain: [
    "never", "won't", "wont", "will not", "no chance", "zero chance", "no chances", "zero risk", "no risk", "no fear", "nil chance",
    "for life", "for good", "permanently", "ever again", "nahi", "nahin",
  ],

  guarantees: [
    "guarantee*", "guaranty", "warrant*", "assured", "assurance", "sure-shot", "sureshot", "sure shot",
    "surefire", "sure-fire", "certain results", "definite results", "100 % results", "we take responsibility", "pakka",
    "promise* … result*", "promise* … cure*", "promise* … relief", "promise* … recover*", "promise* … remission", "promise* … outcome*",
    "promise* … success", "promise* … healing", "promise* … better", "promise* … free", "we promise", "our promise", "what we promise",
    "is our promise", "rest assured", "we assure",
  ],
  permanence: [
    "permanent*", "forever", "for ever", "for good $", "for life", "once and for all",
    "for the rest of … life", "for the rest of … lives", "hamesha", "lasting relief", "lasting results", "lasting cure*",
    "long-lasting relief", "long lasting relief", "lasting recovery", "lasting benefit*",
  ],
  miracles: ["miracle*", "miraculous*", "magic*", "wonder drug*", "wonder cure*", "wonder herb*", "wonder remed*", "chamatkar*", "jadu*"],
  moneyBack: ["money back", "money-back", "refund*", "every rupee", "fees back", "fee back", "your money back", "paisa wapas", "paise wapas"],
  proof: [
    "proven", "clinically tested", "scientifically tested", "clinically validated", "scientifically validated", "medically tested",
    "clinically approved", "tried and tested", "tried and trusted", "tested on", "tried on", "tried by", "research-backed",
    "evidence-based cure*",
  ],
  certainty: ["100 %", "100 percent", "100 per cent", "hundred percent", "hundred per cent", "a hundred per cent", "100 pc", "sau percent"],
  figures: ["# %", "# percent", "# per cent", "# out of #", "# in #", "# of every #", "# of # patients", "success rate*", "success ratio*"],
  deadlines: [
    "# day*", "# week*", "# month*", "# hour*", "# dose*", "# session*", "# sitting*", "# cycle*", "# din", "by diwali", "before diwali",
    "by holi", "by navratri", "by dussehra", "by christmas", "by new year", "by the end of", "within days", "within weeks",
    "within months", "in days", "in weeks", "overnight", "instant*", "immediate*", "within a week", "within a month", "lifelong",
    "life-long", "lifetime",
  ],
  results: [
    "better", "improve*", "improvement*", "result*", "relief", "relieved", "difference", "recovered", "full recovery",
    "complete recovery", "healthy", "normal",
    "free", "fit", "benefit*", "success*", "healed", "cured", "remission", "regression", "clear", "aaram", "fark",
  ],

  safetyAbsolutes: [
    "harmless", "non-toxic", "non toxic", "nontoxic", "no side effect*", "no side-effect*", "zero side effect*", "without side effect*",
    "without any side effect*", "not a single side effect", "free of side effect*", "free from side effect*", "side effect free",
    "side-effect free", "side-effect-free", "never any side effect*", "never … side effect*", "no adverse", "no reaction*",
    "no reactions", "no risk*", "zero risk*", "risk-free", "risk free", "riskless", "can't harm", "cannot harm", "can not harm",
    "can never harm", "will never harm", "won't harm", "never harm*", "no harm", "do no harm", "does no harm", "can … ever harm",
    "completely safe", "totally safe", "absolutely safe", "perfectly safe", "entirely safe", "fully safe", "always safe",
    "guaranteed safe", "100 % safe", "safe for everyone", "safe for everybody", "safe for all", "safe for anyone", "safe even",
    "safe … even", "safe with any", "no trouble at all", "no problem at all", "no toxicity", "zero toxicity", "without toxicity",
    "no poison*", "safe hai", "safe he", "koi side effect nahi",
  ],

  treatments: [
    "chemo*", "radiotherap*", "radiation*", "radiation therapy", "surgery", "surgeries", "operation", "operations", "the knife",
    "the surgeon's knife", "knife", "under the knife", "allopath*", "modern medicine", "english medicine*", "conventional treatment*",
    "conventional medicine*", "conventional care", "medical treatment*", "hormone therapy", "immunotherapy", "targeted therapy",
    "targeted drugs", "cancer medicine*", "cancer drug*", "medicines", "medicine", "medication*", "tablets", "pills", "insulin",
    "oncologist's treatment", "oncologist's care", "doctor's treatment", "your treatment", "injections", "dialysis", "transplant*",
    "stent*", "bypass surgery", "angioplasty", "mastectomy", "biopsy", "biopsies",
  ],
  forgoes: [
    "replace*", "replacement for", "replacement to", "substitut*", "instead of", "in place of", "in lieu of", "rather than",
    "alternative to", "alternatives to", "alternative for", "avoid*", "skip*", "stop", "stops", "stopped", "stopping", "quit*",
    "refuse*", "abandon*", "drop*", "delay*", "postpone*", "bypass", "escape*", "ditch*", "give up", "gives up", "gave up",
    "giving up", "do away with", "say no to", "forgo*", "forego*", "spare*", "without", "no need", "no more", "not needed",
    "never needed", "unnecessary", "needless", "no longer need*", "don't need", "do not need", "doesn't need", "does not need",
    "won't need", "will not need", "never need*", "needed no", "goodbye to", "good-bye to", "bye bye", "tata", "chhodo", "chodo",
    "band karo", "chemo* free", "surgery free", "radiation free", "knife free", "choose … over", "chose … over", "choosing … over",
    "prefer* … over", "opt* … over", "pick* … over",
  ],
  timeBefore: ["around", "during", "before", "after", "between"],
  timeAfter: ["days", "dates", "cycle", "cycles", "session*", "weeks"],
  dismissals: [
    "why … suffer", "why … go", "why … undergo", "why … poison", "why … put", "why … risk", "why … bear", "why … take", "why … burn",
    "poison*", "toxic chemo*", "torture*", "kyon", "kyu",
  ],

  superlatives: [
    "best", "finest", "greatest", "top", "top-rated", "top rated", "highest-rated", "leading", "foremost", "premier", "most trusted",
    "most effective", "most successful", "most advanced", "most reliable", "most renowned", "most famous", "most reputed",
    "most respected", "most powerful", "most experienced", "most recommended", "the only", "unique", "the one",
  ],
  rankedThings: [
    "centre*", "center*", "clinic*", "hospital*", "institut*", "team*", "doctor*", "vaidya*", "physician*", "specialist*", "expert*",
    "practitioner*", "treatment*", "therapy", "therapies", "care", "cure*", "remed*", "medicine*", "herb*", "herbal", "formulation*",
    "formula*", "result*", "outcome*", "success", "hands", "ayurved*", "panchakarma", "rasayana", "programme*", "program*",
    "facilit*", "in india", "in nashik", "in maharashtra", "in the world", "in the country", "in the state",
  ],
  ranks: [
    "no. 1", "no 1", "no.1", "number one", "number 1", "# 1", "world-class", "world class", "world-renowned", "world renowned",
    "the best $", "the very best $", "the finest $", "the greatest $", "simply the best", "unmatched", "unrivalled", "unrivaled", "unparalleled", "unparallelled", "second to none", "no other … can match",
    "no other … can", "no one else", "like no other", "rated the best", "rated best", "first in india", "first in nashik",
    "first in maharashtra", "first of its kind", "pioneer*",
  ],

  careGivers: [
    "oncolog*", "doctor", "doctors", "doctor's", "physician*", "surgeon*", "cardiologist*", "medical team*", "treating team*",
    "oncology team*", "cancer team*", "chemo*", "radiotherap*", "radiation*", "surgery", "operation", "operations", "immunotherapy",
    "hormone therapy", "targeted therapy", "targeted drugs", "conventional treatment", "modern medicine",
  ],
  ownCare: [
    "we", "our", "us", "ours", "ayurved*", "herb*", "rasayana*", "panchakarma*", "basti*", "vamana", "virechana", "nasya", "abhyanga",
    "kadha*", "churna*", "kalp*", "bhasma*", "vaidya*", "vaidyaji", "this centre", "this clinic", "protocol*", "regime*", "kit",
  ],
  witnesses: [
    "believe*", "shocked", "surprised", "amazed", "stunned", "astonished", "baffled", "speechless", "could not believe",
    "couldn't believe", "can't believe", "gave up", "had given up", "weeks to live", "months to live", "days to live",
  ],
  hedges: ["may", "might", "could", "possibly", "perhaps", "potentially", "studies suggest", "research suggests", "is thought", "are thought", "traditionally"],
}
