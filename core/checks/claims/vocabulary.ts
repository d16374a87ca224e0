// The claims guard's words, by the role each plays in a claim, one file per language (vocabulary-en.ts,
// vocabulary-mr.ts, vocabulary-hi.ts): what a reviewer reads and an editor of this code extends. Terms are written as
// terms.ts says ("tumour*", "free … from", "# days"); spellings that read the same (ज़/ज, गाँठ/गांठ) are folded once,
// in fold.ts, not written out here. Every language's words are looked for in every text, whatever its language: a
// Hindi forward writes "कैंसर फ्री" and "tumour … gayab".

export interface Vocabulary {
  // What a claim acts on: a condition.
  /** Diseases the Drugs and Magic Remedies Act names (cancer, diabetes, heart disease, arthritis…), and their kinds. */
  diseases: string[]
  /** Any disease, named in general ("disease", "illness"). */
  illnesses: string[]
  /** A tumour, a lump, a growth, cancer's cells. */
  growths: string[]
  /** What tests measure and organs do: sugar levels, a scan, a report. Claimed only to become normal again. */
  markers: string[]
  /** A disease coming back: relapse, recurrence, "come back". */
  recurrence: string[]
  /**
   * Words after a disease that make it only what something is about ("cancer treatment", "cancer team"), not what is
   * acted on. People with it ("cancer patients") are still what a cure would act on.
   */
  aboutWords: string[]

  // What is claimed of a condition: an effect on it.
  /** Acting on a condition: cures, shrinks, vanishes, kills, dissolves, reverses, frees from, never … again. */
  effects: string[]
  /** A cure claimed with no condition named: cured, curable, रोगमुक्त. */
  cureWords: string[]
  /** What a marker is claimed to become: back to normal, clear. */
  normalises: string[]
  /** Keeping a disease the Act names away, or its return. */
  prevents: string[]
  /** Saying that a disease will not come back: never, won't, zero chance. */
  neverAgain: string[]

  // Promises that stand on their own.
  /** A guarantee in any form: guarantee, assured, we promise, sure-shot, हमी, गारंटी, पक्का. */
  guarantees: string[]
  /** Forever, permanent, for life, once and for all. */
  permanence: string[]
  /** Miracle, magic, wonder. */
  miracles: string[]
  /** Money back, refunds. */
  moneyBack: string[]
  /** Proof no one can check: proven, clinically tested, tried on thousands. */
  proof: string[]
  /** A figure that is itself a promise: 100 %, a hundred per cent. */
  certainty: string[]
  /** A figure of success: 92 %, nine out of ten. Claimed with a result. */
  figures: string[]
  /** A result by a date: in 7 days, within three months, by Diwali. Claimed with a result. */
  deadlines: string[]
  /** What figures and deadlines promise: results, relief, improvement, feeling better. */
  results: string[]

  // Safety.
  /** No risk at all: harmless, non-toxic, no side effects, completely safe. */
  safetyAbsolutes: string[]

  // Replacing or stopping the oncologist's treatment.
  /** The treatment an oncologist gives, and the medicines for a disease, by name or by idiom ("the knife"). */
  treatments: string[]
  /** Doing without it: instead of, replaces, stop, avoid, no need, say goodbye to. */
  forgoes: string[]
  /** Words before a treatment that make it a time, not what is forgone: "around surgery", "during chemotherapy". */
  timeBefore: string[]
  /** Words after a treatment that make it a time: "chemotherapy days", केमोथेरपीच्या दिवसांत, कीमो के दौरान. */
  timeAfter: string[]
  /** Dismissing it in a question or a word: why suffer, poison. */
  dismissals: string[]
  /** The centre's care compared with a treatment the clause names: as good as, better than, safer than. */
  equivalents: string[]
  /** The centre's care said to do the work of a treatment named before, in the same text: "Our herbs do the job." */
  sameWork: string[]

  // Ranking.
  /** Best, leading, the only, most successful. */
  superlatives: string[]
  /** What a superlative ranks when it is a claim: the centre, its care, its doctors, its results. */
  rankedThings: string[]
  /** Ranks that stand alone: No. 1, world-class, second to none, no other can match. */
  ranks: string[]
  /** Words that ask which: a superlative after one asks rather than ranks ("which treatment is best for you"). */
  questionWords: string[]

  // Who speaks and how.
  /** Those who may honestly be said to act on a disease: the oncologist and the treatments they give. */
  careGivers: string[]
  /** The centre's own care: we, our, Ayurveda, herbs, Rasayana. With a care giver in the same clause, who acts is unclear. */
  ownCare: string[]
  /** Someone amazed at what happened ("the doctors could not believe"): a testimony, whoever is named in it. */
  witnesses: string[]
  /** Words that make a claim a possibility: may, might, कदाचित, शायद. */
  hedges: string[]
}
