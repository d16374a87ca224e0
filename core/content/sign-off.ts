import { careFactsNamed } from "../../src/lib/care-card"
import { isRecord } from "../../src/lib/is-record"
import type { SchemaNode } from "./schema-tree"

// A sign-off records what it signed. A medical sign-off (signedWords) is the fingerprint of what a reader reads and
// acts on: the words, the facts among them (a care card's level, the card a page shows, its sources) and the numbers
// they name from site.yaml's careFacts ({emergency} as 112), but not the file's own fields, its dates or its pictures.
// A translation's is of its own words and of what its English file says, since its reader reads both (the English
// file's facts under its words). A translation's review (reviewed) is the fingerprint of the English words it was read
// against and of its own words. When any of these changes, the fingerprint no longer matches, and the page, the editor
// and the launch check say so. The editor computes the same fingerprints in the browser.

/** Where a file's values are left out of a fingerprint: true there, else inside. */
export type NotWordsMask = true | { [key: string]: NotWordsMask }

/** The mask of a schema's tree that leaves out the values `leftOut` says, wherever the tree has them. */
function maskOf(node: SchemaNode, leftOut: (node: SchemaNode) => boolean): NotWordsMask | undefined {
  if (leftOut(node)) return true
  if (node.items) return maskOf(node.items, leftOut)
  const inner = node.properties.flatMap(({ name, nodes }) => {
    const masks = nodes.map((each) => maskOf(each, leftOut))
    // A property kept in some kind of section is kept.
    const mask = masks.includes(undefined) ? undefined : masks.at(-1)
    return mask ? [[name, mask] as const] : []
  })
  return inner.length > 0 ? Object.fromEntries(inner) : undefined
}

/** What of a collection's files is not words, from its schema: its neutral facts and its per-file fields. */
export const notWordsMask = (node: SchemaNode) => maskOf(node, ({ neutral, perFile }) => neutral || perFile)

/** What a medical sign-off leaves out: the file's own fields, and its dates and pictures. */
export const unsignedMask = (node: SchemaNode) => maskOf(node, ({ neutral, perFile, kind }) => perFile || (neutral && (kind === "date" || kind === "image")))

/** The numbers and temperatures words may name, {emergency} and {feverFrom}: site.yaml's careFacts. */
export type NamedFacts = Record<string, unknown>

/**
 * A file's words in a stable order, each with where it stands ("sections.0.points.1"), its Markdown body last; with
 * `facts`, each fact a word names follows it, as the reader reads it ("{emergency}" and 112).
 */
export function wordsOf(data: unknown, mask: NotWordsMask | undefined, body = "", facts?: NamedFacts): string {
  const lines: string[] = []
  const visit = (value: unknown, inner: NotWordsMask | undefined, at: string) => {
    if (inner === true) return
    // An empty text is no word: the editor writes "" for an optional field a file leaves out.
    if (typeof value === "string" && value !== "") lines.push(`${at}\u0000${value}`)
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, inner, `${at}.${index}`))
    else if (isRecord(value)) for (const key of Object.keys(value).sort()) visit(value[key], inner?.[key], `${at}.${key}`)
  }
  visit(data, mask, "")
  const text = [...lines, body.trim()].join("\n")
  if (!facts) return text
  const named = careFactsNamed(text)
    .filter((name) => Object.prototype.hasOwnProperty.call(facts, name))
    .sort()
  return [text, ...named.map((name) => `{${name}}\u0000${String(facts[name])}`)].join("\n")
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

/** The fingerprint of a file's values but those the mask leaves out. */
export const wordsFingerprint = (data: unknown, mask: NotWordsMask | undefined, body?: string, facts?: NamedFacts) =>
  fingerprint(wordsOf(data, mask, body, facts))

/** A content file as a sign-off reads it. */
interface SignedFile {
  data: unknown
  body?: { text: string }
  collection: { notWords: NotWordsMask | undefined; unsigned: NotWordsMask | undefined }
  /** For health content: the facts its words may name (core/content/content-files.ts gives them). */
  careFacts?: NamedFacts
}

/** The fingerprint of a content file's words as they are now. */
export const fingerprintOf = ({ data, body, collection }: SignedFile) => wordsFingerprint(data, collection.notWords, body?.text)

/** A file's values as a sign-off reads them: its data and its Markdown body. */
export interface SignedValues {
  data: unknown
  body?: string
}

/**
 * What a medical sign-off records: of an English file, what it says (its values but those `unsigned` leaves out, with
 * the facts its words name); of a translation, its own words and what its English file says.
 */
export function medicalFingerprint(
  own: SignedValues,
  english: SignedValues | undefined,
  masks: { notWords: NotWordsMask | undefined; unsigned: NotWordsMask | undefined },
  facts?: NamedFacts,
): string {
  const said = ({ data, body }: SignedValues) => wordsOf(data, masks.unsigned, body, facts)
  if (!english) return fingerprint(said(own))
  return fingerprint(`${wordsOf(own.data, masks.notWords, own.body, facts)}\n\u0001\n${said(english)}`)
}

/** The fingerprint a medical sign-off of a file records, as the file and its English file are now. */
export const signedFingerprintOf = ({ data, body, collection, careFacts, original }: SignedFile & { original?: SignedFile }) =>
  medicalFingerprint({ data, body: body?.text }, original && { data: original.data, body: original.body?.text }, collection, careFacts)

/** Whether a health content file's medical sign-off (signedWords) is of what it says as it is now. */
export function isSignedOff(file: SignedFile & { original?: SignedFile }): boolean {
  return (file.data as { signedWords?: unknown } | null)?.signedWords === signedFingerprintOf(file)
}

/** What a native speaker's review of a translation records: the English words read against, and the translation's own. */
export const reviewFingerprint = (english: string, translation: string) => `${english}-${translation}`

/** Whether a translation was reviewed (reviewed), as its words are now, against its English file's words as they are now. */
export function isReviewedAgainst(translation: SignedFile, english: SignedFile): boolean {
  return (translation.data as { reviewed?: unknown } | null)?.reviewed === reviewFingerprint(fingerprintOf(english), fingerprintOf(translation))
}
