import { CST, Composer, Parser, isMap, isScalar, isSeq, parse, stringify, type Document, type Node, type Scalar, type SchemaOptions } from "yaml"
import { isRecord } from "../lib/is-record"

// Writes an edited entry back into the text it was read from, changing only the lines of the values that changed:
// comments, the schema line, blank lines, quoting and line breaks elsewhere stay as the editor left them. Where the
// shape changed (an item added to a list, a key added or removed), the document is written again from its tree,
// which keeps comments, quotes and one-line lists, but may re-wrap long lines.

// The build reads YAML with js-yaml, whose default types are YAML 1.2's core ones and dates: a plain 2026-12-25 is a
// date to it, where the schemas ask for text. Reading and writing with the same types puts such text in quotes.
const buildReading: SchemaOptions = { customTags: ["timestamp"] }
const yamlOptions = { lineWidth: 120, flowCollectionPadding: false } as const

type Value = unknown

function isEmpty(value: Value): boolean {
  if (value === undefined || value === null || value === "" || value === false) return true
  if (Array.isArray(value)) return value.length === 0
  return typeof value === "object" && Object.keys(value as object).length === 0
}

/**
 * The entry as the file should hold it: keys in the file's order (the editor sorts them), and no key the file never
 * had whose value is empty (the editor's form gives every field a value), unless the file must say it (`keep`, at
 * the top level).
 */
function asFileHoldsIt(before: Value, after: Value, keep: readonly string[] = []): Value {
  if (Array.isArray(after)) {
    return after.map((item, index) => asFileHoldsIt(Array.isArray(before) ? before[index] : undefined, item))
  }
  if (!isRecord(after)) return after
  const old = isRecord(before) ? before : {}
  const keys = [...Object.keys(old).filter((key) => key in after), ...Object.keys(after).filter((key) => !(key in old))]
  return Object.fromEntries(
    keys.filter((key) => key in old || keep.includes(key) || !isEmpty(after[key])).map((key) => [key, asFileHoldsIt(old[key], after[key])]),
  )
}

/** A number or true/false is written plain; text keeps its quoting, unless written plain it would read as something else. */
function scalarType(token: CST.Token, next: string | number | boolean): Scalar.Type | undefined {
  if (typeof next !== "string") return "PLAIN"
  if (token.type !== "scalar") return undefined
  let readBack: unknown
  try {
    readBack = parse(next, buildReading)
  } catch {
    return "QUOTE_DOUBLE"
  }
  return readBack === next ? undefined : "QUOTE_DOUBLE"
}

/** Sets each changed scalar in the source tokens; false when the shape changed and the tree must be rewritten. */
function patchScalars(node: Node | null, next: Value, afterKey: boolean): boolean {
  if (isMap(node)) {
    if (!isRecord(next)) return false
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
    if (keys.length !== Object.keys(next).length || !keys.every((key) => key in next)) return false
    return node.items.every((pair, index) => patchScalars(pair.value as Node | null, next[keys[index]], true))
  }
  if (isSeq(node)) {
    if (!Array.isArray(next) || next.length !== node.items.length) return false
    return node.items.every((item, index) => patchScalars(item as Node, next[index], true))
  }
  if (isScalar(node)) {
    if (node.value === next) return true
    if (typeof next !== "string" && typeof next !== "number" && typeof next !== "boolean") return false
    const token = node.srcToken
    if (!token) return false
    CST.setScalarValue(token, typeof next === "string" ? next : String(next), { afterKey, type: scalarType(token, next) })
    return true
  }
  return false
}

function parseWithTokens(source: string): { document: Document.Parsed; tokens: CST.Token[] } {
  const tokens = [...new Parser().parse(source)]
  const [document] = [...new Composer({ keepSourceTokens: true, ...buildReading }).compose(tokens)]
  return { document, tokens }
}

/** The source with `next` written into it; `keep` names top-level keys written even when empty. */
export function patchYaml(source: string, next: Value, keep: readonly string[] = []): string {
  const { document, tokens } = parseWithTokens(source)
  const value = asFileHoldsIt(document.toJS(), next, keep)
  if (patchScalars(document.contents, value, false)) return tokens.map((token) => CST.stringify(token)).join("")
  const rewritten = parseWithTokens(source).document
  rewritten.contents = rewritten.createNode(value) as typeof rewritten.contents
  copyLooks(document.contents, rewritten.contents)
  return rewritten.toString(yamlOptions)
}

/**
 * Carries into the rewritten tree the comments of keys that are still there, the quoting of values that did not
 * change, and the style of lists written on one line ([Monday, Tuesday]).
 */
function copyLooks(from: Node | null, to: Node | null): void {
  if (!from || !to) return
  to.commentBefore = from.commentBefore
  to.comment = from.comment
  if (isScalar(from) && isScalar(to) && from.value === to.value) to.type = from.type
  if (isSeq(from) && isSeq(to) && from.items.length > 0) to.flow = from.flow
  if (isMap(from) && isMap(to)) {
    for (const pair of to.items) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key
      const old = from.items.find((candidate) => isScalar(candidate.key) && candidate.key.value === key)
      if (!old) continue
      if (isScalar(pair.key) && isScalar(old.key)) pair.key.commentBefore = old.key.commentBefore
      if (isScalar(old.key) && old.key.spaceBefore && isScalar(pair.key)) pair.key.spaceBefore = true
      copyLooks(old.value as Node, pair.value as Node)
    }
  }
  if (isSeq(from) && isSeq(to)) to.items.forEach((item, index) => copyLooks(from.items[index] as Node, item as Node))
}

/** A new file's text; `keep` names top-level keys written even when empty. */
export function writeYaml(value: Value, keep: readonly string[] = []): string {
  return stringify(asFileHoldsIt({}, value, keep), { ...yamlOptions, ...buildReading })
}
