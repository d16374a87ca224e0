import { isRecord } from "../../src/lib/is-record"
import type { SchemaNode } from "./schema-tree"

// A sign-off records what it signed: the fingerprint of a file's words (its medical review, signedWords), or of the
// English words a translation was read against (reviewed). When the words change, the fingerprint no longer matches,
// and the page, the editor and the launch check say so. The editor computes the same fingerprint in the browser.

/** Where a file's values are not its words (facts, dates, what the file says of itself): true there, else inside. */
export type NotWordsMask = true | { [key: string]: NotWordsMask }

/** What of a collection's files is not words, from its schema: its neutral facts and its per-file fields. */
export function notWordsMask(node: SchemaNode): NotWordsMask | undefined {
  if (node.neutral || node.perFile) return true
  if (node.items) return notWordsMask(node.items)
  const inner = node.properties.flatMap(({ name, nodes }) => {
    const masks = nodes.map(notWordsMask)
    // A property that is words in some kind of section is words.
    const mask = masks.includes(undefined) ? undefined : masks.at(-1)
    return mask ? [[name, mask] as const] : []
  })
  return inner.length > 0 ? Object.fromEntries(inner) : undefined
}

/** A file's words in a stable order, each with where it stands ("sections.0.points.1"), its Markdown body last. */
export function wordsOf(data: unknown, mask: NotWordsMask | undefined, body = ""): string {
  const lines: string[] = []
  const visit = (value: unknown, inner: NotWordsMask | undefined, at: string) => {
    if (inner === true) return
    // An empty text is no word: the editor writes "" for an optional field a file leaves out.
    if (typeof value === "string" && value !== "") lines.push(`${at}\u0000${value}`)
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, inner, `${at}.${index}`))
    else if (isRecord(value)) for (const key of Object.keys(value).sort()) visit(value[key], inner?.[key], `${at}.${key}`)
  }
  visit(data, mask, "")
  return [...lines, body.trim()].join("\n")
}

/** A short fingerprint of a text: the first 48 bits of its 64-bit FNV-1a hash, in hex. The same in Node and browsers. */
export function fingerprint(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte)
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return hash.toString(16).padStart(16, "0").slice(0, 12)
}

/** The fingerprint of a file's words: what a sign-off of it records. */
export const wordsFingerprint = (data: unknown, mask: NotWordsMask | undefined, body?: string) => fingerprint(wordsOf(data, mask, body))

/** A content file as a sign-off reads it. */
interface SignedFile {
  data: unknown
  body?: { text: string }
  collection: { notWords: NotWordsMask | undefined }
}

/** The fingerprint of a content file's words as they are now. */
export const fingerprintOf = ({ data, body, collection }: SignedFile) => wordsFingerprint(data, collection.notWords, body?.text)

/** Whether a health content file's medical sign-off (signedWords) is of its words as they are now. */
export function isSignedOff(file: SignedFile): boolean {
  return (file.data as { signedWords?: unknown } | null)?.signedWords === fingerprintOf(file)
}

/** Whether a translation was reviewed (reviewed) against its English file's words as they are now. */
export function isReviewedAgainst(translation: Pick<SignedFile, "data">, english: SignedFile): boolean {
  return (translation.data as { reviewed?: unknown } | null)?.reviewed === fingerprintOf(english)
}
