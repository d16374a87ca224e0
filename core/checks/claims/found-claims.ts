import type { Claim } from "./judge"

// The guard takes time (most of a second of a build, judging some 3,000 texts), and most texts are judged again
// unchanged: by each save under gatsby develop, each test that copies the site and changes one file, and each build
// after an editor's commit. So what the guard found in a text is kept for the life of the process, and a build takes
// up what the last one found (claims-memory.ts). This file runs in the editor's previews too.

/** The claims found in each text read since the last recall, by language and text. */
const found = new Map<string, Claim[]>()
/** The claims found in texts read before: by an earlier check in this process, or by the last build's. */
let recalled = new Map<string, Claim[]>()

/**
 * The claims in a text (`key` is its language and words), found by `find` unless this text was read before, in this
 * process or by the check the last build remembered.
 */
export function foundOnce(key: string, find: () => Claim[]): Claim[] {
  let claims = found.get(key)
  if (!claims) {
    claims = recalled.get(key) ?? find()
    found.set(key, claims)
  }
  return claims
}

/** Starts a check: what it reads next is told apart from what was read before (`remembered`, and this process's). */
export function recallFound(remembered: ReadonlyMap<string, Claim[]> = new Map()) {
  recalled = new Map([...recalled, ...remembered, ...found])
  found.clear()
}

/** What was found in the texts read since the last recall: one check's texts. */
export const foundSinceRecall = (): ReadonlyMap<string, Claim[]> => found
