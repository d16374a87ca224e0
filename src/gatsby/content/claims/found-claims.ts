import type { ClaimRule } from "./claim-rules"

export interface Claim {
  /** The words as a reader sees them (see `asRead` in claims-guard.ts). */
  phrase: string
  rule: ClaimRule
}

// The rules are slow (about a second of a build, compiling them and reading every text with each), and most texts are
// read again unchanged: by each save under gatsby develop, each test that copies the site and changes one file, and
// each build after an editor's commit. So what the guard found in a text is kept for the life of the process, and a
// build takes up what the last one found (claims-memory.ts). This file runs in the editor's previews too.

/** The claims found in each text during this process, by language and text. */
const found = new Map<string, Claim[]>()
/** The claims an earlier check found, by language and text. */
let recalled = new Map<string, Claim[]>()

/** The claims in a text (`key` is its language and words), found by `find` unless this text was read before. */
export function foundOnce(key: string, find: () => Claim[]): Claim[] {
  let claims = found.get(key)
  if (!claims) {
    claims = recalled.get(key) ?? find()
    found.set(key, claims)
  }
  return claims
}

/** Takes up what an earlier check found in its texts. */
export function recallFound(texts: Map<string, Claim[]>) {
  recalled = texts
}

/** What was found in the texts read during this process, and only those. */
export const foundSoFar = (): ReadonlyMap<string, Claim[]> => found
