import { wordsFingerprint, type NamedFacts, type NotWordsMask } from "../../core/browser"
import { sourceKey } from "./translated-entry"

/**
 * The fingerprint of an entry's values in one language but those the mask leaves out: its fields without the file's
 * own text the editor carries along, its Markdown body last, and with `facts` the facts its words name. The same as
 * core/content/sign-off.ts gives of the file.
 */
export function entryFingerprint(data: unknown, mask: NotWordsMask, facts?: NamedFacts): string {
  const { [sourceKey]: _source, body, ...fields } = (data ?? {}) as Record<string, unknown>
  return wordsFingerprint(fields, mask, typeof body === "string" ? body : "", facts)
}
