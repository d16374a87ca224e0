import type SveltiaCms from "@sveltia/cms"
import { medicalFingerprint, reviewFingerprint, type NotWordsMask } from "../../core/browser"
import { defaultLocale, type Locale } from "../lib/locales"
import { clinicDate } from "../lib/opening-status"
import { entryFingerprint, entryValues } from "./entry-fingerprint"
import { fieldLanguage, type EditorField } from "./field-language"

// Registered by register-fields.ts: signing off, as one action. A health file's signedWords holds the fingerprint of
// what its medical reviewer signed, a translation's reviewed field those of the English read against and of its own
// words (core/content/sign-off.ts); this field writes them with a button and compares them with the entry as it is
// now. Signing the English words dates the review too: the entry is saved with today's lastReviewed, which leaves its
// placeholders.
//
// Made with the React Sveltia CMS publishes, with no hooks, as checked-fields.ts says.

declare const CMS: Pick<typeof SveltiaCms, "registerFieldType" | "registerEventListener">
declare const createClass: (specification: object) => unknown
declare const h: (type: unknown, props: object | null, ...children: unknown[]) => unknown

interface Immutable {
  get(key: string): unknown
  getIn(path: string[]): unknown
  toJS(): unknown
}

/** The entries whose English words were signed off in this editor, which are saved with today's review date. */
const signedHere = new Set<string>()
const entryKey = (entry: Immutable | undefined) => `${String(entry?.get("collection"))}/${String(entry?.get("slug"))}`

type State = "signed" | "changed" | "unsigned"

/** In the English pane: translations are reviewed against it. */
const englishHasNoReview = "Translations are reviewed against this English; it has no review of its own."

const words: Record<Locale, Record<"medical words" | "English words", Record<State | "sign" | "unsign", string>>> = {
  en: {
    "medical words": {
      signed: "Signed off: these are the words the medical reviewer signed.",
      changed: "Changed since the medical reviewer signed off these words: the page says it is not yet reviewed as it reads now.",
      unsigned: "Not signed off: the page says it is not yet reviewed as it reads now.",
      sign: "Sign off these words as they read now (the medical reviewer only)",
      unsign: "",
    },
    "English words": {
      signed: "Reviewed against the English as it reads now.",
      changed: "The English, or this translation, has changed since it was reviewed: review the translation again.",
      unsigned: "Not yet reviewed by a native speaker.",
      sign: "Mark reviewed against the English as it reads now",
      unsign: "Mark not reviewed",
    },
  },
  mr: {
    "medical words": {
      signed: "मान्य: वैद्यकीय पुनरावलोकनकर्त्यांनी मान्य केलेले हेच शब्द आहेत.",
      changed: "वैद्यकीय पुनरावलोकनकर्त्यांनी मान्य केल्यानंतर शब्द बदलले आहेत: सध्याच्या स्वरूपात पुनरावलोकन झाले नसल्याचे पान सांगते.",
      unsigned: "मान्य केलेले नाही: सध्याच्या स्वरूपात पुनरावलोकन झाले नसल्याचे पान सांगते.",
      sign: "आत्ताचे शब्द मान्य करा (फक्त वैद्यकीय पुनरावलोकनकर्ते)",
      unsign: "",
    },
    "English words": {
      signed: "सध्याच्या इंग्रजीशी ताडून पुनरावलोकन झाले आहे.",
      changed: "पुनरावलोकनानंतर इंग्रजी किंवा हे भाषांतर बदलले आहे: भाषांतराचे पुन्हा पुनरावलोकन करा.",
      unsigned: "मातृभाषिक व्यक्तीने अजून पुनरावलोकन केलेले नाही.",
      sign: "सध्याच्या इंग्रजीशी ताडून पुनरावलोकन झाले म्हणून नोंदवा",
      unsign: "पुनरावलोकन झाले नाही म्हणून नोंदवा",
    },
  },
  hi: {
    "medical words": {
      signed: "स्वीकृत: चिकित्सकीय समीक्षक ने यही शब्द स्वीकृत किए हैं।",
      changed: "चिकित्सकीय समीक्षक की स्वीकृति के बाद शब्द बदले हैं: पेज बताता है कि अभी के रूप में इसकी समीक्षा नहीं हुई है।",
      unsigned: "स्वीकृत नहीं: पेज बताता है कि अभी के रूप में इसकी समीक्षा नहीं हुई है।",
      sign: "अभी के शब्द स्वीकृत करें (केवल चिकित्सकीय समीक्षक)",
      unsign: "",
    },
    "English words": {
      signed: "अभी की अंग्रेज़ी से मिलाकर समीक्षा हो चुकी है।",
      changed: "समीक्षा के बाद अंग्रेज़ी या यह अनुवाद बदला है: अनुवाद की फिर से समीक्षा करें।",
      unsigned: "मातृभाषी व्यक्ति ने अभी समीक्षा नहीं की है।",
      sign: "अभी की अंग्रेज़ी से मिलाकर समीक्षित के रूप में दर्ज करें",
      unsign: "समीक्षित नहीं के रूप में दर्ज करें",
    },
  },
}

interface SignOffProps {
  value: unknown
  forID: string
  onChange(value: string | false): void
  field: Immutable
  entry?: Immutable
}

const SignOff = createClass({
  render(this: { props: SignOffProps }) {
    const { value, forID, onChange, field, entry } = this.props
    const signs = field.get("signs") as "medical words" | "English words"
    const masks = (field.get("masks") as Immutable).toJS() as { notWords: NotWordsMask; unsigned: NotWordsMask }
    const language = fieldLanguage(this.props as EditorField)
    // The English is what translations are reviewed against: it has no review of its own.
    if (signs === "English words" && language === defaultLocale) return h("p", { id: forID, lang: language }, englishHasNoReview)
    const own = (entry?.get("data") as Immutable | undefined)?.toJS()
    // A translation is read against the English entry, which the entry of a Marathi or Hindi field holds under i18n.
    const english = language === defaultLocale ? undefined : (entry?.getIn(["i18n", defaultLocale, "data"]) as Immutable | undefined)?.toJS()
    const careFacts = (field.get("careFacts") as Immutable | undefined)?.toJS() as Record<string, unknown> | undefined
    const now =
      signs === "English words"
        ? reviewFingerprint(entryFingerprint(english, masks.notWords), entryFingerprint(own, masks.notWords))
        : medicalFingerprint(entryValues(own), english === undefined ? undefined : entryValues(english), masks, careFacts)
    const state: State = value === now ? "signed" : typeof value === "string" && value !== "" ? "changed" : "unsigned"
    const saying = words[language][signs]
    const sign = () => {
      if (signs === "medical words" && language === defaultLocale) signedHere.add(entryKey(entry))
      onChange(now)
    }
    return h(
      "div",
      { id: forID, role: "group", "aria-labelledby": `${forID}-label`, lang: language },
      h("p", { role: "status", "data-state": state }, saying[state]),
      state !== "signed" && h("button", { type: "button", onClick: sign }, saying.sign),
      signs === "English words" && value !== false && h("button", { type: "button", onClick: () => onChange(false) }, saying.unsign),
    )
  },
})

CMS.registerFieldType("sign-off", SignOff as never)

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const key = entryKey(entry as unknown as Immutable)
    if (!signedHere.delete(key)) return undefined
    // The review is today's, so its date is no longer a stand-in (as npm run sign-off does).
    type Editable = {
      setIn(path: string[], value: string): Editable
      updateIn(path: string[], change: (list?: { filter(keep: (field: unknown) => boolean): unknown }) => unknown): Editable
    }
    return (entry as unknown as Editable)
      .setIn(["data", "lastReviewed"], clinicDate(new Date()))
      .updateIn(["data", "placeholders"], (list) => list?.filter((field) => field !== "lastReviewed")) as never
  },
})
