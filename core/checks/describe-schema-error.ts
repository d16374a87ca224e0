import type { ErrorObject } from "ajv"
import { editDistance } from "../../src/lib/edit-distance"
import { fieldPath } from "../content/field-path"

/**
 * The pattern of text that must not be blank: a visitor would meet an empty heading, button or alt text. (A field
 * cleared in the browser editor can leave a space behind, which minLength counts.)
 */
export const nonBlank = "\\S"

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: "text",
    array: "a list",
    object: "a group of fields",
    integer: "a whole number",
    number: "a number",
    boolean: "true or false",
  }
  return names[type] ?? type
}

/** The closest allowed key, when one is near enough to be a likely misspelling. */
function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined
}

/** The sentence for a field the schema does not know, naming the known field it most likely misspells. */
export function unknownField(instancePath: string, key: string, knownKeys: string[]): string {
  const suggestion = closest(key, knownKeys)
  return `${fieldPath(instancePath, key)} is not a known field` + (suggestion ? ` (did you mean "${suggestion}"?)` : "")
}

function quote(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value)
}

/** Whether YAML read an unquoted date that is no day of the calendar (2026-02-30) as another day (2 March). */
function movedToAnotherDay(read: Date, written: string): boolean {
  const [, month, day] = /^\d{4}-(\d\d?)-(\d\d?)$/.exec(written) ?? []
  return day !== undefined && (Number(month) !== read.getUTCMonth() + 1 || Number(day) !== read.getUTCDate())
}

function notADay(at: string, written: string, howToWrite: string | undefined): string {
  return `${at} is ${written}, which is not a day of the calendar` + (howToWrite ? `: ${howToWrite}` : "")
}

/**
 * One ajv error as a sentence an editor can act on, without the file name; `writtenAt` gives a value as it was typed in
 * the file, where parsing changed it.
 */
export function describeSchemaError(error: ErrorObject, writtenAt: (instancePath: string) => string | undefined = () => undefined): string {
  const at = fieldPath(error.instancePath) || "The file"
  const schema = (error.parentSchema ?? {}) as { description?: string; properties?: Record<string, unknown> }
  switch (error.keyword) {
    case "required":
      return `${fieldPath(error.instancePath, error.params.missingProperty)} is required`
    case "additionalProperties":
      return unknownField(error.instancePath, error.params.additionalProperty as string, Object.keys(schema.properties ?? {}))
    case "type":
      // YAML reads an unquoted 2026-11-22 as a date, not as the text the schemas ask for.
      if (error.data instanceof Date) {
        const written = writtenAt(error.instancePath)
        if (written && movedToAnotherDay(error.data, written)) return notADay(at, written, schema.description)
        return `${at} must be a date in quotes, such as "${error.data.toISOString().slice(0, 10)}"`
      }
      if (error.data === null || error.data === undefined) return `${at} is empty; it must be ${typeName(error.params.type)}`
      return `${at} must be ${typeName(error.params.type)}, not ${quote(error.data)}` + (error.params.type === "string" ? " (put it in quotes)" : "")
    case "enum": {
      const allowed = error.params.allowedValues as unknown[]
      return `${at} is ${quote(error.data)}, which is not one of: ${allowed.join(", ")}`
    }
    case "minItems":
      return `${at} needs at least ${error.params.limit} ${error.params.limit === 1 ? "entry" : "entries"}`
    case "maxItems":
      return `${at} has ${(error.data as unknown[]).length} entries; it may have at most ${error.params.limit}`
    case "minLength":
      return error.params.limit === 1
        ? `${at} must not be empty`
        : `${at} is ${String(error.data).length} characters long; it needs at least ${error.params.limit}`
    case "maxLength":
      return `${at} is ${String(error.data).length} characters long; it may have at most ${error.params.limit}`
    case "pattern":
      if (error.params.pattern === nonBlank) return `${at} must not be empty; it holds only spaces`
      return `${at} is ${quote(error.data)}, which does not fit: ${schema.description ?? error.message}`
    case "x-past":
      return `${at} is ${quote(error.data)}, a day still to come (today is ${error.params.today} in India); write the day it happened`
    case "x-after":
      return `${at} is ${quote(error.data)}, which is not after ${error.params.field} (${quote(error.params.earlier)}): ${error.params.description}`
    case "format":
      return notADay(at, quote(error.data), schema.description ?? error.message)
    default:
      return `${at} ${error.message}`
  }
}
