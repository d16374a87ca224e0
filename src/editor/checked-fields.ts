import type SveltiaCms from "@sveltia/cms"
import { claimMessage, findClaims, type Claim } from "../../core/browser"
import type { Locale } from "../lib/locales"
import { fieldLanguage } from "./field-language"

// Registered by register-fields.ts: the text fields of every collection, as core/editor/cms-config.ts configures them,
// say under the field what the claims guard finds as the editor types, in the language being edited; a sentence the
// build would refuse also keeps the entry from being saved.
//
// Sveltia CMS renders a field type with a React of its own, whose renderer carries another copy of React
// (previews/preview-template.ts): a component with hooks cannot run inside it, its own string field among them. So
// these fields are made with the React it publishes, createClass and h, and draw their box and what the guard says
// with no hook.

interface FieldProps {
  value: unknown
  forID: string
  classNameWrapper: string
  onChange(value: string): void
  field: { get(key: string): unknown }
  /** The entry in the language of this field: its data, and the other languages under i18n. */
  entry?: { get(key: string): unknown }
}

interface FieldInstance {
  props: FieldProps
}

declare const CMS: Pick<typeof SveltiaCms, "registerFieldType">
declare const createClass: (specification: object) => unknown
declare const h: (type: unknown, props: object | null, ...children: unknown[]) => unknown

/** "This field", as a message about the field under it begins. */
const thisField: Record<Locale, string> = { en: "This field", mr: "हे क्षेत्र", hi: "यह फ़ील्ड" }

function claimsOf(props: FieldProps): Claim[] {
  return typeof props.value === "string" ? findClaims(props.value, fieldLanguage(props)) : []
}

function messages(props: FieldProps, verdict: Claim["verdict"]): string[] {
  const language = fieldLanguage(props)
  return claimsOf(props)
    .filter((claim) => claim.verdict === verdict)
    .map((claim) => claimMessage(thisField[language], claim, language))
}

/** A one-line box ("string") or a box of several lines ("text"), with what the guard says of its value under it. */
function checkedField(box: "input" | "textarea") {
  return createClass({
    /** What Sveltia CMS asks before it saves: a sentence the build would refuse keeps the entry from being saved. */
    isValid(this: FieldInstance) {
      const refused = messages(this.props, "refused")
      return refused.length === 0 || { error: { message: refused.join(" ") } }
    },
    render(this: FieldInstance) {
      const { value, forID, classNameWrapper, onChange } = this.props
      const language = fieldLanguage(this.props)
      const said = (["refused", "held"] as const).flatMap((verdict) => {
        const words = messages(this.props, verdict)
        return words.length === 0 ? [] : [{ verdict, words }]
      })
      const saidId = `${forID}-claims`
      // The field's label is Sveltia CMS's heading above it, which it names after the field's id.
      const field = h(box, {
        id: forID,
        className: classNameWrapper,
        "aria-labelledby": `${forID}-label`,
        "aria-required": this.props.field.get("required") !== false,
        lang: language,
        value: typeof value === "string" ? value : "",
        rows: box === "textarea" ? 4 : undefined,
        "aria-describedby": said.length > 0 ? saidId : undefined,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      })
      const lists = said.map(({ verdict, words }) =>
        h(
          "ul",
          { key: verdict, className: "claims-in-field", "data-verdict": verdict, role: "status", lang: language },
          ...words.map((message, index) => h("li", { key: index }, message)),
        ),
      )
      return h("div", null, field, h("div", { id: saidId }, ...lists))
    },
  })
}

CMS.registerFieldType("checked-string", checkedField("input") as never)
CMS.registerFieldType("checked-text", checkedField("textarea") as never)
