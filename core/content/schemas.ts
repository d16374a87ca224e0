import fs from "fs"
import path from "path"
import Ajv, { type SchemaValidateFunction, type ValidateFunction } from "ajv"
import addFormats from "ajv-formats"

/** The annotations this project adds to JSON Schema; ajv accepts them and validates nothing with them. */
const annotationKeywords = ["x-collection", "x-image", "x-route", "x-reference", "x-translatable", "x-per-file", "x-former-route", "x-signature"] as const

/** What a validator is called with (`validate.call(context, data)`): today's date in India, for "x-past". */
export interface ValidationContext {
  today: string
}

const isDate = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * The rules JSON Schema cannot write, as ajv keywords. "x-past": a day that has already come (a publication, a review):
 * one after today in India would tell families a page was reviewed on a day still to come. "x-after": a value after the
 * field beside it that it names (hours that close after they open, a closure's last day after its first); times
 * ("09:00") and dates ("2026-11-08") are written so that their order is the order of their text. A value not written
 * as a date or a time is the schema's other keywords' to refuse.
 */
function addRuleKeywords(ajv: Ajv) {
  const past: SchemaValidateFunction = function (this: unknown, _past: boolean, value: unknown) {
    const { today } = this as ValidationContext
    if (!isDate(value) || value <= today) return true
    past.errors = [{ keyword: "x-past", message: "is a day still to come", params: { today } }]
    return false
  }
  const after: SchemaValidateFunction = (field: string, value: unknown, schema, data) => {
    const earlier = (data?.parentData as Record<string, unknown> | undefined)?.[field]
    if (typeof value !== "string" || typeof earlier !== "string" || value > earlier) return true
    after.errors = [{ keyword: "x-after", message: `is not after ${field}`, params: { field, earlier, description: schema?.description } }]
    return false
  }
  ajv.addKeyword({ keyword: "x-past", schemaType: "boolean", errors: true, validate: past })
  ajv.addKeyword({ keyword: "x-after", schemaType: "string", errors: true, validate: after })
}

/** Where a collection's files live, and the pages they make. */
export interface CollectionAnnotation {
  /** One file, relative to content/ (site.yaml, pages/about.yaml). */
  file?: string
  /** A folder of files, relative to content/, each one entry (topics). */
  folder?: string
  /** The address of the page: "/about", or "/{slug}" for a folder whose files each make a page. */
  route?: string
  /** The template in src/templates that renders each page of a folder. */
  template?: string
  /** "markdown": each file is Markdown with the schema's fields as YAML front matter; otherwise each file is YAML. */
  format?: "markdown"
  /**
   * true when an entry may be written in any language alone (an article only in Marathi); a file with an English
   * original at the same path is its translation. Otherwise every translation needs its English file.
   */
  anyLanguage?: boolean
  /** true for a page search engines, the sitemap and the 404 page's suggestions leave out (the offline page). */
  unlisted?: boolean
  /**
   * true for a file whose texts are not the site's words but quote them: the founder's approvals of sentences, old
   * addresses that lead on. The claims guard does not read it.
   */
  quotes?: boolean
}

/** A JSON Schema as this project writes them (draft-07, with its own x- annotations). */
export interface JsonSchema {
  $id?: string
  $ref?: string
  title?: string
  description?: string
  type?: string
  enum?: string[]
  const?: unknown
  pattern?: string
  minLength?: number
  /** "date" for a day of the calendar, written year-month-day. */
  format?: "date"
  properties?: Record<string, JsonSchema | boolean>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  allOf?: { if: JsonSchema; then: JsonSchema }[]
  definitions?: Record<string, JsonSchema>
  additionalProperties?: boolean
  "x-collection"?: CollectionAnnotation
  /** true for the path of an image, relative to the file. */
  "x-image"?: boolean
  /** true for a page of this site, written as its English route (/about). */
  "x-route"?: boolean
  /** The collection whose entry this names by its slug: "topic" for rasayana-therapy. */
  "x-reference"?: string
  /** false for a language-neutral fact (a phone number, an image, a figure): written once, in the English file. */
  "x-translatable"?: boolean
  /** true for what each file says of itself, in any language (its placeholders, whether a translation is reviewed). */
  "x-per-file"?: boolean
  /** true for an address a page had before (moved-pages.yaml): no page may have it now; it leads on to the new one. */
  "x-former-route"?: boolean
  /**
   * What a sign-off's fingerprint is of (sign-off.ts): "medical words", a health file's own words as its medical
   * reviewer signed them; "English words", those of the English file a translation was reviewed against.
   */
  "x-signature"?: "medical words" | "English words"
  anyOf?: JsonSchema[]
}

/** Every schema in schemas/, by file name, and their validators. */
export class SchemaSet {
  readonly files: Map<string, JsonSchema>

  constructor(readonly dir: string) {
    this.files = new Map(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".schema.json"))
        .sort()
        .map((name) => [name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as JsonSchema]),
    )
  }

  get(file: string): JsonSchema {
    const schema = this.files.get(file)
    if (!schema) throw new Error(`schemas/${file} is missing`)
    return schema
  }

  private compiled?: Ajv

  /** Every schema file in one ajv, the x- annotations accepted as keywords. */
  private get ajv(): Ajv {
    if (!this.compiled) {
      this.compiled = new Ajv({ allErrors: true, verbose: true, strict: true, passContext: true })
      this.compiled.addVocabulary([...annotationKeywords])
      addRuleKeywords(this.compiled)
      // "format": "date" is a day of the calendar: 2026-02-30 fits the pattern of a date but is none.
      addFormats(this.compiled, ["date"])
      for (const schema of this.files.values()) this.compiled.addSchema(schema)
    }
    return this.compiled
  }

  /** An ajv validator for each schema file, by file name. */
  validators(): Map<string, ValidateFunction> {
    return new Map([...this.files.keys()].map((file) => [file, this.ajv.getSchema(file)!]))
  }

  /** The validator of one definition: "common.schema.json#/definitions/careCard". */
  validator(ref: string): ValidateFunction {
    const validate = this.ajv.getSchema(ref)
    if (!validate) throw new Error(`schemas: no schema at ${ref}`)
    return validate
  }
}
