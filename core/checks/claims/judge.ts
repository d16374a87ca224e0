import type { Locale } from "../../../src/lib/locales"
import type { ClaimKind } from "./claim-kinds"
import { sentencesOf, type Clause, type Sentence } from "./clauses"
import { foldWord } from "./fold"
import { deniesPromising, isUnsaid, quotesWhatIsDenied } from "./negation"
import { Lexicon } from "./terms"
import type { Vocabulary } from "./vocabulary"
import { english } from "./vocabulary-en"
import { hindi } from "./vocabulary-hi"
import { marathi } from "./vocabulary-mr"

// What makes a sentence a claim, by meaning rather than by phrase: a condition (a disease, a lump, a marker, a relapse)
// and an effect on it meet anywhere in a clause, in any order, whoever speaks; promises of outcome or safety, replacing
// the oncologist's treatment and ranking stand on their own. A negation that governs the claim unsays it
// (negation.ts); the oncologist and the treatments they give may act on a disease. A claim that is hedged ("may"), asked
// ("Can Ayurveda…?"), split across clauses a comma joins, or made where both the oncologist's treatment and the centre's
// care act, is held for the founder's approval rather than refused.

/** A sentence that makes a claim: refused outright, or held until the founder approves it. */
export interface Claim {
  verdict: "refused" | "held"
  kind: ClaimKind
  /** The sentence, as a reader sees it. */
  sentence: string
  /** The words that make it a claim, as the sentence writes them. */
  words: string[]
}

type Role = keyof Vocabulary

/** Every language's words are looked for in every text: a Hindi forward writes "tumour … gayab". */
const lexicons = Object.fromEntries(
  (Object.keys(english) as Role[]).map((role) => [role, new Lexicon([english, marathi, hindi].flatMap((vocabulary) => vocabulary[role]))]),
) as Record<Role, Lexicon>

/** Words that say no: a term made with one is a claim worded as a negation ("no side effects", "won't come back"). */
const negatives = new Set(
  [
    "no",
    "not",
    "never",
    "without",
    "won't",
    "wont",
    "zero",
    "cannot",
    "can't",
    "nahi",
    "nahin",
    "नाही",
    "नाहीत",
    "नहीं",
    "नही",
    "न",
    "ना",
    "मत",
    "नका",
    "नसते",
  ].map(foldWord),
)
/** Words between a disease and what it is about: "cancer's", कर्करोगाच्या is one word, कैंसर के इलाज three. */
const postpositions = new Set(["का", "की", "के", "को", "से", "में", "पर", "च्या", "चा", "ची", "चे", "ला", "वर", "वरील", "साठी"].map(foldWord))
/** Times that are a whole life, not a time to a result: lifelong, आयुष्यभर, जीवन भर (as words fold: आयूष्यभर). */
const lifetimes = /^(?:lifelong|life-long|lifetime|आयूष्यभर|जन्मभर|जीवन|जिंदगी|उम्र)/u
/** Years, as a span of practice is counted in. */
const years = /^(?:years?|yrs|decades?|वर्ष|वर्षे|वर्षं|वर्षां|वर्षांहून|वर्षों|साल|सालों|सालो)/u
/** The centre speaking of its own: "our doctors" are its care, not the oncologist's. */
const ownPossessives = /^(?:our|ours|आमच|आमचे|हमार)/u

/** A term found in a clause: its role, its words' places in the clause and in the sentence, as written. */
interface Hit {
  role: Role
  /** The term as its vocabulary writes it. */
  written: string
  first: number
  last: number
  start: number
  end: number
  selfNegated: boolean
}

function hitsIn(clause: Clause): Map<Role, Hit[]> {
  const hits = new Map<Role, Hit[]>()
  for (const role of Object.keys(lexicons) as Role[]) {
    hits.set(
      role,
      lexicons[role].find(clause.words).map(({ term, first, last }) => ({
        role,
        written: term.written,
        first,
        last,
        start: clause.words[first].start,
        end: clause.words[last].end,
        selfNegated: term.written.split(/[\s-]+/).some((word) => negatives.has(foldWord(word))),
      })),
    )
  }
  return hits
}

const overlaps = (a: Hit, b: Hit) => a.first <= b.last && b.first <= a.last
const gapBetween = (a: Hit, b: Hit) => Math.max(a.first, b.first) - Math.min(a.last, b.last) - 1

/** What a clause holds, read once: its hits by role, with the conditions it only names ("cancer treatment") left out. */
class ClauseReading {
  readonly conditions: Hit[]
  readonly diseases: Hit[]
  readonly careGivers: Hit[]

  constructor(
    readonly clause: Clause,
    private readonly hits: Map<Role, Hit[]>,
  ) {
    const words = clause.words.map(({ folded }) => folded)
    this.careGivers = this.of("careGivers").filter((hit) => !ownPossessives.test(words[hit.first - 1] ?? ""))
    const acted = [...this.of("effects"), ...this.of("prevents"), ...this.of("normalises")]
    /** A condition followed by what it is about ("cancer treatment", कैंसर के इलाज के दौरान) names a subject, not a patient. */
    const namesOnly = (condition: Hit) => {
      let next = condition.last + 1
      while (next < words.length && postpositions.has(words[next])) next++
      return this.of("aboutWords").some((about) => about.first === next) && !acted.some((effect) => effect.first === next)
    }
    const named = (role: Role) => this.of(role).filter((hit) => !this.careGivers.some((giver) => overlaps(giver, hit)) && !namesOnly(hit))
    this.diseases = [...named("diseases"), ...named("growths")]
    this.conditions = [...this.diseases, ...named("illnesses")]
  }

  /**
   * Whether a time is a lifetime or how many years care has been given: "lifelong", "more than twenty years of",
   * "वीस वर्षांहून अधिक", "२० साल से"; not "over 90%" or "in over 30 days".
   */
  spansCare(time: Hit): boolean {
    const word = (at: number) => this.clause.words[at]?.folded ?? ""
    if (lifetimes.test(word(time.first))) return true
    // "within a year of our treatment" is a time to a result.
    if (!years.test(word(time.last)) || /^(?:within|in)$/.test(word(time.first))) return false
    return /^(?:than|over)$/.test(word(time.first - 1)) || word(time.last + 1) === "of" || /हून$/u.test(word(time.last)) || word(time.last + 1) === "से"
  }

  /** Whether `second` follows `first`, with at most postpositions between (कीमो के दौरान). */
  adjoin(first: Hit, second: Hit): boolean {
    if (second.first <= first.last) return false
    for (let between = first.last + 1; between < second.first; between++) if (!postpositions.has(this.clause.words[between].folded)) return false
    return true
  }

  of(role: Role): Hit[] {
    return this.hits.get(role) ?? []
  }

  has(role: Role): boolean {
    return this.of(role).length > 0
  }
}

/** A claim a clause may make: its kind, the hit that carries it (a verb, a promise) and the hits beside it. */
interface Candidate {
  kind: ClaimKind
  core: Hit
  with: Hit[]
  /** Held whatever else is said: the condition and the effect are in two clauses a comma joins. */
  loose?: boolean
}

/** What a clause is read with from around it. */
interface Context {
  /** Its sentence tells of doctors who gave up, or were amazed: a testimony. */
  testimony: boolean
  /** The text named a treatment before this sentence ("Scared of chemo? … Our herbs do the job."). */
  treatmentNamedBefore: boolean
  /** The sentence before named a disease, which this one may call "it" ("Why wait for cancer? Our detox stops it before it starts."). */
  diseaseNamedBefore: boolean
}

/** A treatment named as what is done or forgone, not as a time ("around surgery", केमोथेरपीच्या दिवसांत). */
const forgoneIn = (reading: ClauseReading) =>
  reading
    .of("treatments")
    .filter(
      (treatment) =>
        !reading.of("timeBefore").some((time) => reading.adjoin(time, treatment)) && !reading.of("timeAfter").some((time) => reading.adjoin(treatment, time)),
    )

/** Words that ask whether or not ("कॅन्सर पुन्हा होईल की नाही", "दोबारा होगा या नहीं", "whether or not"): no denial. */
const whetherOr = new Set(["की", "या", "or", "किंवा"].map(foldWord))

/** The claims a clause makes before negation, hedges and who speaks are weighed. */
function candidatesIn(reading: ClauseReading, { testimony, treatmentNamedBefore, diseaseNamedBefore }: Context): Candidate[] {
  const candidates: Candidate[] = []
  const { conditions, diseases } = reading
  const apart = (hits: Hit[], from: Hit[]) =>
    hits.filter((hit) => !from.some((other) => overlaps(other, hit) && other.first === hit.first && other.last === hit.last))
  for (const effect of apart(reading.of("effects"), conditions)) {
    if (conditions.length > 0) candidates.push({ kind: "acts on a disease", core: effect, with: conditions })
    // "When everyone had given up, this clinic made me well": a testimony names no disease, but what the doctors gave up on.
    else if (testimony) candidates.push({ kind: "acts on a disease", core: effect, with: [] })
    // A few words after a sentence naming a disease say what became of it: "Tumour: 4.2 cm. In April: gone."
    else if (diseaseNamedBefore && reading.clause.words.length <= 4) candidates.push({ kind: "acts on a disease", core: effect, with: [], loose: true })
  }
  for (const cure of reading.of("cureWords")) candidates.push({ kind: "acts on a disease", core: cure, with: [] })
  if (reading.has("markers"))
    for (const normal of reading.of("normalises")) candidates.push({ kind: "acts on a disease", core: normal, with: reading.of("markers") })
  const returning = reading.of("recurrence")
  if (diseases.length > 0 || returning.length > 0 || (diseaseNamedBefore && reading.has("ownCare"))) {
    for (const prevent of reading.of("prevents")) candidates.push({ kind: "prevents a disease", core: prevent, with: [...diseases, ...returning] })
  }
  for (const never of reading.of("neverAgain").filter((hit) => !whetherOr.has(reading.clause.words[hit.first - 1]?.folded ?? ""))) {
    // Beside the return, or inside its words: "गांठ फिर से नहीं बनती".
    const near = returning.filter((recurrence) =>
      overlaps(never, recurrence) ? never.first > recurrence.first && never.last < recurrence.last : gapBetween(never, recurrence) <= 3,
    )
    if (near.length > 0) candidates.push({ kind: "prevents a disease", core: never, with: near })
  }
  // "Surgery and chemotherapy are the proven treatments": proof of the oncologist's care is no promise of the centre's.
  const oncologistsOnly = reading.careGivers.length > 0 && !reading.has("ownCare")
  for (const role of ["guarantees", "permanence", "miracles", "moneyBack", "proof", "certainty"] as const) {
    if (role === "proof" && oncologistsOnly) continue
    for (const promise of reading.of(role)) candidates.push({ kind: "promises an outcome", core: promise, with: [] })
  }
  const results = [...reading.of("results"), ...reading.of("cureWords")]
  for (const figure of [...reading.of("figures"), ...reading.of("deadlines")]) {
    const outcomes = results.filter((result) => !overlaps(result, figure))
    if (outcomes.length > 0) candidates.push({ kind: "promises an outcome", core: figure, with: outcomes })
    // A condition beside a time or a figure tells an outcome even in words no list has ("paralysed patients walk out
    // within 21 days", "ब्लॉकेज २१ दिवसांत मोकळे"): held for the founder, unless the oncologist's care is what acts. Not
    // a lifetime or the years of a practice ("more than twenty years of care for people living with cancer").
    const told = [...conditions, ...reading.of("markers")].filter((condition) => !overlaps(condition, figure))
    if (told.length > 0 && !reading.spansCare(figure)) candidates.push({ kind: "acts on a disease", core: figure, with: told, loose: true })
  }
  for (const safety of reading.of("safetyAbsolutes")) candidates.push({ kind: "promises safety", core: safety, with: [] })
  const forgone = forgoneIn(reading)
  for (const forgo of [...reading.of("forgoes"), ...reading.of("dismissals")]) {
    // A word written onto a treatment (केमोशिवाय, "without chemo") forgoes that treatment alone, not "सल्ल्याशिवाय";
    // "without" forgoes what follows it, not "medicines … without asking".
    const attached = forgo.written.startsWith("*")
    const forward = forgo.written === "without"
    const treatments = forgone.filter((treatment) =>
      attached ? overlaps(forgo, treatment) : forward ? treatment.first > forgo.last && gapBetween(forgo, treatment) <= 3 : gapBetween(forgo, treatment) <= 4,
    )
    if (treatments.length > 0) candidates.push({ kind: "instead of the oncologist", core: forgo, with: treatments })
  }
  // The centre's care compared with a treatment ("better than chemo"), unless the oncologist's care is what is compared.
  for (const equal of reading.of("equivalents")) {
    const before = [...reading.careGivers, ...reading.of("ownCare")]
      .filter((agent) => agent.last < equal.first)
      .sort((a, b) => a.first - b.first)
      .at(-1)
    const attached = equal.written.startsWith("*")
    const treatments = forgone.filter((treatment) => overlaps(treatment, equal) === attached)
    // Said next to the oncologist's care ("our kadha, doctors say, is as good as chemo"), who compares is unclear: held.
    if (treatments.length > 0 && (before?.role !== "careGivers" || reading.has("ownCare"))) {
      candidates.push({ kind: "instead of the oncologist", core: equal, with: treatments, loose: before?.role === "careGivers" })
    }
  }
  if (reading.has("ownCare") && (forgone.length > 0 || treatmentNamedBefore)) {
    for (const same of reading.of("sameWork")) candidates.push({ kind: "instead of the oncologist", core: same, with: forgone })
    // The centre forgoing a treatment named before: "The doctor said bypass. We said: no need."
    if (forgone.length === 0)
      for (const forgo of reading.of("forgoes")) candidates.push({ kind: "instead of the oncologist", core: forgo, with: [], loose: true })
  }
  // A superlative in a clause that asks which ranks nothing: "which treatment is best for you, your oncologist decides",
  // "सबसे अच्छा इलाज कौन-सा है".
  const asks = (hit: Hit) => reading.of("questionWords").some((question) => !overlaps(question, hit))
  for (const rank of reading.of("ranks").filter((hit) => !asks(hit))) candidates.push({ kind: "ranks itself above others", core: rank, with: [] })
  // A superlative ranks what follows it, with at most two words between that say what kind or how many it is ("the
  // best Ayurvedic cancer centre", "the top 3 cancer clinics"), not "the best person to ask" or "the best time".
  const describing = [...reading.of("ownCare"), ...reading.of("diseases"), ...reading.of("growths"), ...reading.of("aboutWords")]
  const describes = (at: number) => /^\d/.test(reading.clause.words[at].folded) || describing.some((word) => word.first <= at && at <= word.last)
  for (const superlative of reading.of("superlatives").filter((hit) => !asks(hit))) {
    const ranked = reading.of("rankedThings").find((thing) => {
      if (thing.first <= superlative.last || thing.first - superlative.last > 3) return false
      for (let between = superlative.last + 1; between < thing.first; between++) {
        if (!describes(between)) return false
      }
      return true
    })
    if (ranked) candidates.push({ kind: "ranks itself above others", core: superlative, with: [ranked] })
  }
  return candidates
}

/**
 * Effects and conditions that meet only across a comma or an "if … then", in the clause an effect is in: "The lump,
 * which had grown, vanished"; "if cancer runs in the family, take our churna, and you will never get it".
 */
function looseCandidates(readings: ClauseReading[]): { candidate: Candidate; reading: ClauseReading }[] {
  const found: { candidate: Candidate; reading: ClauseReading }[] = []
  readings.forEach((reading, at) => {
    if (reading.conditions.length === 0) return
    for (let other = 0; other < readings.length; other++) {
      const [from, to] = [Math.min(at, other), Math.max(at, other)]
      if (other === at || readings.slice(from, to).some(({ clause }) => clause.endsWith !== "soft")) continue
      const effects: [ClaimKind, Hit[]][] = [
        ["acts on a disease", readings[other].of("effects")],
        ["prevents a disease", reading.diseases.length > 0 ? readings[other].of("prevents") : []],
      ]
      for (const [kind, hits] of effects) {
        for (const core of hits) found.push({ candidate: { kind, core, with: reading.conditions, loose: true }, reading: readings[other] })
      }
    }
  })
  return found
}

/**
 * Who acts on a condition in a clause: the nearest of the oncologist's care and the centre's before the effect ("chemotherapy
 * shrinks tumours", "Ayurveda heals cancer", "doctors don't tell you that Ayurveda cures"), else after it ("tumours
 * shrink with chemotherapy", गाठ लहान करण्याचं काम केमोथेरपी करते); both, where the centre's care follows the oncologist's.
 */
function actor(reading: ClauseReading, effect: Hit): "the oncologist" | "the centre" | "both" | undefined {
  const agents = [...reading.careGivers, ...reading.of("ownCare")].sort((a, b) => a.first - b.first)
  const before = agents.filter((agent) => agent.last < effect.first).at(-1)
  const after = agents.filter((agent) => agent.first > effect.last)
  const nearest = before ?? after[0]
  if (!nearest || nearest.role === "ownCare") return nearest && "the centre"
  return after.some((agent) => agent.role === "ownCare") ? "both" : "the oncologist"
}

/** A question that asks ("Can Ayurveda cure cancer?"), not one that tells ("…, isn't it?", "…, नाही का?"). */
const isQuestion = (sentence: string) =>
  /\?\s*$/.test(sentence) && !/,?\s*(?:isn't it|doesn't it|won't it|right|नाही का|नाही ना|है ना|हैं ना|हो ना)\s*\?\s*$/iu.test(sentence)

/** The verdict on a candidate, in its sentence: unsaid, refused or held. */
function verdictOn(candidate: Candidate, sentence: Sentence, reading: ClauseReading, readings: ClauseReading[]): Claim["verdict"] | undefined {
  const { core, kind } = candidate
  if (isUnsaid(sentence.text, core.start, core.end, core.selfNegated)) return undefined
  if (kind === "instead of the oncologist" && forgoesNegated(sentence, reading)) return undefined
  const inSentence = (role: Role) => readings.some((each) => each.has(role))
  if (kind === "acts on a disease" || kind === "prevents a disease") {
    // The oncologist and the treatments they give may act on a disease, unless the sentence is a testimony of the
    // doctors' amazement; where the centre's care acts beside them, who acts is unclear.
    const acting = inSentence("witnesses") ? "the centre" : actor(reading, core)
    if (acting === "the oncologist") return undefined
    if (acting === "both") return "held"
    if (isQuestion(sentence.text) && !inSentence("dismissals")) return "held"
  }
  if (candidate.loose || reading.has("hedges")) return "held"
  return "refused"
}

/**
 * Forgoing a treatment is one action, however many words say it: where one of them is negated ("दवाएँ डॉक्टर की सलाह के
 * बिना न बदलें", "don't skip or stop chemotherapy"), the clause tells the reader to keep the treatment.
 */
function forgoesNegated(sentence: Sentence, reading: ClauseReading): boolean {
  return [...reading.of("forgoes"), ...reading.of("dismissals")].some(({ start, end, selfNegated }) => isUnsaid(sentence.text, start, end, selfNegated))
}

function claimsInSentence(sentence: Sentence, readings: ClauseReading[], before: Omit<Context, "testimony">): Claim[] {
  const testimony = readings.some((reading) => reading.has("witnesses"))
  const judged = readings.flatMap((reading, at) => {
    const treatmentNamedBefore = before.treatmentNamedBefore || readings.slice(0, at).some((earlier) => forgoneIn(earlier).length > 0)
    return candidatesIn(reading, { ...before, testimony, treatmentNamedBefore }).map((candidate) => ({ candidate, reading }))
  })
  if (!judged.some(({ candidate }) => candidate.kind === "acts on a disease" || candidate.kind === "prevents a disease")) {
    judged.push(...looseCandidates(readings))
  }
  const byKind = new Map<ClaimKind, Claim>()
  for (const { candidate, reading } of judged) {
    const verdict = verdictOn(candidate, sentence, reading, readings)
    if (!verdict) continue
    const words = [candidate.core, ...candidate.with].sort((a, b) => a.start - b.start).map(({ start, end }) => sentence.text.slice(start, end))
    const known = byKind.get(candidate.kind)
    if (!known || (known.verdict === "held" && verdict === "refused")) {
      byKind.set(candidate.kind, { verdict, kind: candidate.kind, sentence: sentence.text, words: [...new Set(words)] })
    }
  }
  return [...byKind.values()]
}

/** An answer of no: "No.", "A: No.", "नाही.", "नहीं।", "No, it cannot.", not "No more chemo!" or "No. 1 clinic". */
const answersNo = (sentence: Sentence | undefined) =>
  sentence !== undefined &&
  (/^(?:(?:a|answer|our answer|short answer|reply|in short|उत्तर|आमचं उत्तर|थोडक्यात उत्तर|थोडक्यात|जवाब|हमारा जवाब|सीधा जवाब|सीधी बात|seedha jawab)\s*[:：-]\s*)?(?:no|not at all|never|nahi|nahin|नाही|अजिबात नाही|नहीं|बिल्कुल नहीं|बिलकुल नहीं)\s*(?:[.,;!।](?!\s*\d)|$)/iu.test(
    sentence.text,
  ) ||
    deniesPromising(sentence.text))

/** Every claim a text makes, sentence by sentence, as its language writes sentences; a question answered "No." makes none. */
export function judgeText(text: string, language: Locale): Claim[] {
  const sentences = sentencesOf(text, language)
  const before = { treatmentNamedBefore: false, diseaseNamedBefore: false }
  return sentences.flatMap((sentence, index) => {
    const readings = sentence.clauses.map((clause) => new ClauseReading(clause, hitsIn(clause)))
    const answered = isQuestion(sentence.text) && answersNo(sentences[index + 1])
    const claims = answered || quotesWhatIsDenied(sentence.text, sentences[index + 1]?.text) ? [] : claimsInSentence(sentence, readings, before)
    before.treatmentNamedBefore ||= readings.some((reading) => forgoneIn(reading).length > 0)
    before.diseaseNamedBefore = readings.some((reading) => reading.diseases.length > 0)
    return claims
  })
}
