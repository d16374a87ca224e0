// Which negations make a claim honest, by the structure of the sentence rather than by the claim's words. A negation
// word beside the claim's verb (1, 2) unsays a claim; a negated claim (3) or subject (4) unsays any claim, one worded
// as a negation too ("no side effects", "won't come back").
//
// 1. A negation word just before the claim, with at most two small words between ("is not a cure", "cannot guarantee",
//    "does not replace chemotherapy", "is not intended to cure"), or before a verb the claim is coordinated with ("does
//    not provide medical advice or promise outcomes"), or before the verb whose object it is ("do not publish success
//    rates"), but for verbs that assert what follows ("do not doubt that it cures"). "Not only" is no negation: only
//    and just are not among the words allowed between, so "not only cures" is refused. Hindi and Marathi put न and मत
//    before the verb: "कीमो न छोड़ें".
const negator = "not|never|no|cannot|can't|can ?not|don't|doesn't|isn't|aren't|wasn't|won't|wouldn't|nor|without|nothing|none"
const small =
  "a|an|the|any|be|been|to|claim|claims|promise|promises|offer|offers|intended|meant|able|always|yet|proven|shown|known|found|designed|used|ever|your|our|their|its|such"
const verbNegator = "not|never|cannot|can't|can ?not|don't|doesn't|didn't|won't|wouldn't|isn't|aren't"
const asserting = "only|just|merely|doubt|deny|denies|stop|hesitate|fail|tell|say|forget|hide"
const negationBefore = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:(?:${negator})|(?:not|never)\s+(?!only|just)(?:[\p{L}'’]+,?\s+){1,4}(?:or|nor)|(?:${verbNegator})\s+(?!(?:${asserting})\s)[\p{L}'’]+)\s+(?:(?:${small})\s+){0,2}$`,
  "iu",
)
const negationBeforeVerb = /(?:^|[\s])(?:न|ना|मत)\s+$/u
// 2. Marathi and Hindi negate after the verb: "बरा करत नाही", "गारंटी नहीं देते", "कैंसर को रोकने का कोई दावा नहीं",
//    "कोणतंही औषध १००% सुरक्षित नसतं". Between phrase and negation stand only the helping words of such a sentence (at
//    most four), so a claim followed
//    by "यात शंका नाही" or "झूठ नहीं" ("no doubt", "no lie") is still refused. Nor is a negation that asks ("नाही का?")
//    or means "otherwise" ("नहीं तो", "नाही तर"), or one after the sentence has ended.
const helpingWordsMr =
  "सुरक्षित|सेफ|असा|अशी|असे|दावा|वचन|आम्ही|करत|करता|करू|करणार|शकत|शकतो|शकते|शकतात|येत|देत|देऊ|देता|होत|होऊ|जात|जाऊ|कधीच|कधीही|अजिबात|मुळीच|कोणताही|कोणतीही|कोणतेही|हा|ही|हे|आहे|आहेत|म्हणजे"
const helpingWordsHi =
  "सुरक्षित|सेफ|का|की|के|को|कोई|ऐसा|ऐसी|दावा|वादा|हम|कर|करते|करता|करती|सकते|सकता|सकती|है|हैं|जा|जाता|जाती|जाते|पाते|पाता|पाती|देते|देता|देती|हो|होता|होती|होते|कभी|बिल्कुल|भी"
const negationWordAfter = String.raw`(?:नाही|नाहीत|नये|नका|नसतं|नसते|नसतो|नसतात|नहीं|नही|nahi|nahin)(?![\p{L}\p{M}])(?!\s*(?:का|क्या|तो|तर)?\s*\?)(?!\s+(?:तो|तर)(?![\p{L}\p{M}]))`
// Marathi and Hindi in Latin letters, as WhatsApp writes them: "guarantee det nahi".
const helpingWordsRoman = "det|deto|dete|deta|karat|karto|karte|karta|kar|sakat|sakte|sakta|hai|he|ahe"
const negationAfter = new RegExp(String.raw`^\s*(?:(?:${helpingWordsMr}|${helpingWordsHi}|${helpingWordsRoman})\s+){0,4}${negationWordAfter}`, "iu")
const sentenceEnd = /[.!?।]$/u

// 3. A negated claim governs its clause: "we make no claim that these herbs are free of side effects", "it is not true
//    that", "no one can promise that"; in Marathi and Hindi before a "that" (की, कि) or after the claim ("... असा आमचा
//    दावा नाही", "... यह हम नहीं कहते", "... राहत का वादा नहीं"). The speaker is the centre or no one, so "doctors don't
//    tell you that it cures" is still refused; the clause ends at a stop or a "but".
//    Only helping words stand between speaker, negation and claim, so "we never stop saying that", "it is not merely
//    true that" and "we make no false claims that" still assert it, and so does "we can't claim enough that".
const helping = "do|does|did|will|would|can|could|shall|should|may|might|must|is|are|was|were|have|has|had|make|makes|made"
const speaker = String.raw`(?:(?:we|i|it|there|our \p{L}+|this (?:site|website|page|article|centre|center))\s+(?:(?:${helping})\s+){0,2}?(?:${negator})|no one|nobody|none of us|nothing(?: here)?|no (?:medicine|herb|therapy|treatment|doctor)s?)`
const beforeSaying = "a|an|any|the|such|do|ever|to|want to|wish to|mean to|intend to|make|makes|made"
const saying = "claim|say|promise|suggest|pretend|imply|guarantee|tell|assert|state|true|the case|publish|evidence (?:that|for)|proof (?:that|of)"
// The clause ends at a stop, a "but", or a comma, unless the comma is inside what is denied: a "that" clause ("we do not
// claim that turmeric, taken daily, cures cancer") or a list ("we don't promise a cure, a remission or a miracle").
// "We do not promise miracles, our herbs cure cancer" asserts its second half.
const notStopping = String.raw`(?!\b(?:but|yet|however|although|though|whereas|so|because|instead)\b|,\s*and\b|\s[-–—]\s)`
const listComma = String.raw`,(?=\s*(?:or|nor|and)\b|(?:\s+[\p{L}'’-]+){1,3}\s*(?:,|\s(?:or|nor|and)\b))`
const restOfClause = String.raw`(?:that\s+(?=\p{L})(?:${notStopping}[^.;:!?।])*|(?:${notStopping}(?:[^.;:!?।,]|${listComma}))*)$`
const negatedClaim = new RegExp(String.raw`(?:^|[^\p{L}])${speaker}\s+(?:(?:${beforeSaying})\s+){0,2}?(?:${saying})\p{L}*(?!\s+enough)\s+${restOfClause}`, "iu")
const claimWord = "दाव[ाे]|वाद[ाे]|वचन|हमी|गारंटी|खात्री"
const sayingWord = "कह|सांग|म्हण|मतलब|अर्थ"
const negatedClaimThat = new RegExp(
  String.raw`(?:(?:${claimWord}|${sayingWord})\S*\s+(?:\S+\s+){0,2}?(?:नहीं|नही|नाही)|(?:नहीं|नही|नाही)\s+(?:\S+\s+)?(?:${sayingWord})\S*)\s+(?:\S+\s+){0,2}?(?:कि|की)\s[^।.?!]*$`,
  "u",
)
// Stories of a claim a page says it does not print: "... नॉर्मल आल्याच्या कथा छापत नाही".
const storiesNotPrinted = /^\s*(?:\S+\s+){0,3}?(?:कथा|गोष्टी|किस्से|जाहिराती?)\s+(?:छापत|प्रसिद्ध\s+करत|देत|लावत|पसरवत)\s+नाही/u
// A "false" claim that is denied ("हा खोटा दावा नाही", "यह झूठा दावा नहीं है") is asserted; so is one that "but"
// hands to someone else ("यह हम नहीं कहते बल्कि मरीज़ कहते हैं").
const notFalse = String.raw`(?!(?:झूठ|खोट|गलत|ग़लत|चुकीच)\S*)`
const handedOn = String.raw`(?![^।.?!]*(?<![\p{L}\p{M}])(?:बल्कि|लेकिन|परंतु|पण)(?![\p{L}\p{M}]))`
const negatedClaimAfter = new RegExp(
  String.raw`^\s*[,;]?\s*(?:ऐसा|ऐसी|असे|असं|असा)\s+(?:नहीं|नाही)|^(?:[^।.?!]*?(?<![\p{L}\p{M}])(?:असा|असे|अशी|असं|ऐसा|ऐसी|ऐसे|यह|तसा|तसे)\s+(?:${notFalse}\S+\s+){0,2}?|\s*(?:${notFalse}[^\s।.?!,]+\s+){0,3}?)(?:(?:${claimWord}|${sayingWord})\S*\s+(?:${notFalse}\S+\s+){0,3}?${negationWordAfter}|(?:नहीं|नही|नाही)\s+(?:\S+\s+)?(?:${sayingWord})\S*)${handedOn}`,
  "u",
)

// 4. A negated subject: "No therapy here replaces your oncologist's care", "Nothing here replaces...", "None of our
//    therapies cures...", "No one, including us, can promise a cure", "No herb, diet or Panchakarma can cure cancer",
//    "... and no supplement can prevent recurrence". Not "no one else", "nothing but", "no wonder",
//    "no doubt", "no more": they assert the claim.
const notNegatingSubject = String.raw`else|other|others|but|except|than|less|short|wonder|doubt\p{L}*|question|matter|deny|denies|denied|more|better|longer|and|when|if|because|so|since|while|although|though|whereas|unless|until|then|yet|compares?|like|as|too|fail\p{L}*`
//    The subject is a few words ("No single food or diet"), or a list with its "or" ("No herb, diet or Panchakarma"),
//    not a run of clauses a comma joins ("No waiting, no hassle, our herbs dissolve tumours").
const subjectWord = String.raw`\s+(?!(?:${notNegatingSubject})(?![\p{L}]))[\p{L}\p{N}'’-]+`
const negatedSubject = new RegExp(
  String.raw`(?:^|[.;:!?,]\s*|\b(?:and|but|so|or)\s+)(?:no|nothing|none|neither|nobody|no one|not one|not a single)(?:,\s*(?:including|not even|even)\s[^,]*,)?(?:(?:${subjectWord}){0,8}|(?:${subjectWord}){1,3}(?:,(?:${subjectWord}){1,3})*,?\s+(?:or|nor)(?:${subjectWord}){1,8})(?:,\s*(?:however|even|no matter how)\s[^,]*,(?:${subjectWord}){0,3})?\s*$`,
  "iu",
)

// 5. A claim reported in order to warn against it: "Do not trust a message that says a kadha can replace chemotherapy",
//    "If anyone promises a cure, treat it as a warning sign", "जिस मैसेज में लिखा हो कि ... उस पर भरोसा न करें", "... असे
//    सांगणाऱ्या संदेशावर विश्वास ठेवू नका", "'... गायब' जैसे मैसेज आगे न भेजें"; or denied after it: "..., this has not been
//    proven", "..., हे आजवर सिद्ध झालेलं नाही", "..., यह अब तक साबित नहीं हुआ है".
const distrust = String.raw`(?:don't|do not|never) (?:trust|believe|share|forward)|be (?:wary|careful|suspicious) of|beware|warning sign|red flag|savadh rah\S*|savdhan rah\S*|(?:is|are) (?:false|untrue|fake|lies)|(?:breaking|against) the law|(?:is|are) illegal|is a crime|report (?:it|them|such \S+) to|सावध\s+राह\S*|सावधान\s+रह\S*|कायद्याने\s+गुन्हा|बेकायदेशीर|कानून\s+तोड|गैरकानूनी|अपराध\s+है|तक्रार\s+कर(?:ा|ावी)|शिकायत\s+कर(?:ें|े)|खोटे\s+आहे|झूठ\S*\s+है|(?:भरोसा|विश्वास|यकीन)\s+(?:न|मत)\s|विश्वास\s+ठेवू\s+नका|धोक्याची\s+घंटा|ख\u093C?तरे\s+(?:की\s+घंटी|का\s+संकेत)|(?:आगे|फॉरवर्ड)\s+(?:न|मत)\s+(?:भेज|कर)|पुढे\s+पाठवू\s+नका`
const disproof = String.raw`not (?:been )?(?:proven|shown)|no (?:good )?evidence (?:for|that)|there is no (?:good )?evidence|not evidence|(?:is|are|was|were|'s)\s+not\s+(?:true|correct|right)\b|(?:isn't|aren't|wasn't|weren't)\s+(?:true|correct|right)\b|(?:बरोबर|खरा|खरे)\s+नाही|खोट(?:ा|े|ी)\s+आहे|झूठ(?:ा|े|ी)\s+है|सही\s+नहीं|गलत\s+है|सिद्ध\s+(?:झाल|झालेल)\S*\s+नाही|पुरावा\s+(?:नाही|नस)|साबित\s+नहीं|सबूत\s+नहीं|प्रमाण\s+नहीं`
const reporting = String.raw`\b(?:says?|saying|said|claims?|claiming|promises?|promising|guarantees?|guaranteeing|offers?|offering|tells? you)\b|\b(?:adverts?|advertis\p{L}*|ads?|reviews?)\b|(?:जाहिरात|विज्ञापन|मेसेज|मैसेज|रिव्ह्यू|रिव्यू)\S*|guarantee de\S*|लिखा हो\S*\s+कि|कहा गया हो\S*\s+कि|(?:दावा|दावे|वादा|वचन|आश्वासन|गॅरंटी|गारंटी|हमी|खात्री)\S*\s+(?:कर|दे)\S*|असे\s+(?:सांगणाऱ्या|लिहिलेल्या|म्हणणाऱ्या)|असं\s+(?:सांगणाऱ्या|लिहिलेल्या)|(?:अशा|असे|असा|ऐसे|जैसे)\s+(?:\S+\s+){0,2}?(?:मेसेज|मैसेज|संदेश|पोस्ट|जाहिरात|विज्ञापन|दाव|वीडियो|व्हिडिओ|किस्स)\S*`
const clauseRun = String.raw`[^.;:!?।]*`
const warnedBefore = new RegExp(String.raw`(?:${distrust})${clauseRun}(?:${reporting})${clauseRun}$`, "iu")
const reportedBefore = new RegExp(String.raw`(?:${reporting})${clauseRun}$`, "iu")
const distrustAfter = new RegExp(String.raw`^${clauseRun}(?:${distrust})`, "iu")
const warnedAfter = new RegExp(String.raw`^${clauseRun}(?:${reporting})${clauseRun}(?:${distrust})`, "iu")
// "If anyone promises a cure, ...": the claim's own words report it, said by anyone.
const anyoneBefore =
  /(?:\b(?:if|when)\s+(?:anyone|someone|somebody|a (?:clinic|person|website|message|post))\b|\bany (?:clinic|one|centre|center|doctor|website|ad|advert\S*)\b|अगर\s+कोई|जर\s+कोणी|कोणी|\bkoni\b|\bkoi\b|कोई\s+भी|जो\s+(?:भी|कोई|क्लिनिक|डॉक्टर|वैद्य|सेंटर|केंद्र|अस्पताल)|(?:जो|जे)\s+कोणी)[^.;:!?।]*$/iu
// A claim quoted from a review or a message and called false later in the sentence: "... 'इथे माझा कॅन्सर बरा झाला' असं
// लिहिलं आहे; हा दावा बरोबर नाही", "'... मार देता है' वाला मैसेज झूठा है".
const reportedAround = (before: string, after: string) => reportedBefore.test(before) || new RegExp(String.raw`^[^.!?।]*?(?:${reporting})`, "iu").test(after)
const deniedLater = new RegExp(String.raw`^[^.!?।]*?(?:${disproof}|${distrust})`, "iu")
const disprovedAfter = new RegExp(String.raw`^${clauseRun}(?:${disproof})`, "iu")
// "Feeling better does not mean the cancer has gone."
// Within its clause: "Cancer doesn't mean the end – our herbs cure it" asserts what follows the dash.
const notMeaning = new RegExp(
  String.raw`(?:doesn't|does not|don't|do not|didn't|did not|won't|will not|need not|needn't)\s+mean(?:(?!\s[-–—]\s)[^.;:!?।,–—])*$`,
  "iu",
)

/** An answer that denies anyone can promise it: "Honestly, no one can promise that", "याची खात्री कोणीच देऊ शकत नाही". */
const deniedPromise = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:no one|nobody|no doctor|no clinic)\b(?!\s+else)[^.;!?।]*\b(?:promise|guarantee|say)|(?:याची|ह्याची|इसकी|इस\s+बात\s+की)\s+(?:${claimWord})\S*\s+(?:कोणीच|कोणीही|कोई\s+भी|कोई)\s+(?:\S+\s+){0,3}?(?:नाही|नहीं)`,
  "iu",
)
export const deniesPromising = (sentence: string) => deniedPromise.test(sentence)

/** A sentence that calls the one before untrue: "That is not correct.", "हा दावा खोटा आहे.", "यह सही नहीं है।" */
const deniedBefore =
  /^(?:that|this|it)(?:'s|\s+is)\s+(?:not\s+(?:true|correct)|false|untrue)(?=\s*(?:[.:;,!—–]|$))|^(?:हा|हे|ही|तो|ते)\s+(?:दावा\s+)?(?:खोट\S*|चुकीच\S*|बरोबर\s+नाही)(?:\s+आहे)?\s*[.।!]?\s*$|^(?:यह|ये)\s+(?:दावा\s+)?(?:झूठ\S*|गलत|सही\s+नहीं)(?:\s+है)?\s*[.।!]?\s*$/iu
/** Words that quote someone else: "a review says", "the message read", "लिहिलं होतं", "मैसेज में लिखा था". */
const quoting = /\b(?:says?|said|writes?|wrote|reviews?|messages?|posts?|forwards?|forwarded)\b|लिहिल\S*|लिख\S*|मेसेज|मैसेज|रिव्ह्यू|रिव्यू|संदेश|पोस्ट/iu
/** Whether `sentence` quotes a claim (a review says ...) that `next` calls untrue. */
export const quotesWhatIsDenied = (sentence: string, next: string | undefined) => next !== undefined && deniedBefore.test(next) && quoting.test(sentence)

/**
 * Whether the sentence around a claim's words (from `start` to `end`) unsays it. A claim worded as a negation
 * (`selfNegated`: "no side effects", "won't come back") is unsaid only by a negated claim or subject.
 */
export function isUnsaid(sentence: string, start: number, end: number, selfNegated: boolean): boolean {
  const before = sentence.slice(0, start)
  const words = sentence.slice(start, end)
  const after = sentenceEnd.test(words) ? undefined : sentence.slice(end)
  const clause = before.slice(before.search(/[^.;:!?।]*$/u))
  if (
    negatedClaim.test(clause) ||
    negatedClaimThat.test(clause) ||
    negatedSubject.test(before) ||
    (after !== undefined && (negatedClaimAfter.test(after) || storiesNotPrinted.test(after))) ||
    warnedBefore.test(before) ||
    notMeaning.test(clause) ||
    (after !== undefined && reportedAround(before, after) && deniedLater.test(after)) ||
    (after !== undefined &&
      ((reportedBefore.test(before) && distrustAfter.test(after)) ||
        warnedAfter.test(after) ||
        (anyoneBefore.test(before) && warnedAfter.test(words + after)) ||
        disprovedAfter.test(after)))
  ) {
    return true
  }
  if (selfNegated) return false
  return negationBefore.test(before.slice(-60)) || negationBeforeVerb.test(before) || (after !== undefined && negationAfter.test(after))
}
