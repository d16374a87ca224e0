import { wordsFingerprint, type NotWordsMask, type SignedValues } from "../../core/browser"
import { sourceKey } from "./translated-entry"

/**
 * An entry's values in one language as a sign-off reads the file: its fields without the file's own text the editor
 * carries along, and its Markdown body.
 */
export function entryValues(data: unknown): SignedValues {
  const { [sourceKey]: _source, body, ...fields } = (data ?? {}) as Record<string, unknown>
  return { data: fields, body: typeof body === "string" ? body : "" }
}

/** The fingerprint of an entry's values but those the mask leaves out, as core/content/sign-off.ts gives of the file. */
export function entryFingerprint(data: unknown, mask: NotWordsMask): string {
  const { data: fields, body } = entryValues(data)
  return wordsFingerprint(fields, mask, body)
}
