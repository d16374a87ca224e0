import crypto from "crypto"
import fs from "fs"
import path from "path"
import { claimRules } from "./claim-rules"
import { foundSoFar, recallFound } from "./found-claims"

// What the claims guard found, kept between builds in a file (found-claims.ts says why). A change to the rules' code
// makes the file useless, so it is only taken up by the code that wrote it.

/**
 * The guard's code, read where it is written (Gatsby runs a compiled copy), and the version of Unicode its letter
 * classes and folding follow.
 */
function rulesDigest(): string {
  const rulesDir = path.resolve("src/gatsby/content/claims")
  const hash = crypto.createHash("sha256").update(process.versions.unicode ?? "")
  for (const name of fs.readdirSync(rulesDir).sort()) hash.update(name).update(fs.readFileSync(path.join(rulesDir, name)))
  return hash.digest("hex")
}

interface Remembered {
  digest: string
  /** Each text's key, and the phrase and rule (its place in claimRules) of each claim found in it. */
  texts: [string, [string, number][]][]
}

/** Takes up what the last check remembered in `file`, if it was found by these rules. */
export function recallClaims(file: string) {
  let remembered: Remembered
  try {
    remembered = JSON.parse(fs.readFileSync(file, "utf8")) as Remembered
  } catch {
    // No memory yet, or one that cannot be read: every text is read.
    return
  }
  const { digest, texts } = remembered
  if (digest !== rulesDigest()) return
  recallFound(new Map(texts.map(([key, claims]) => [key, claims.map(([phrase, rule]) => ({ phrase, rule: claimRules[rule] }))])))
}

/** Keeps in `file` what was found in the texts read during this process, and only those, for the next check to recall. */
export function rememberClaims(file: string) {
  const texts = [...foundSoFar()].map(([key, claims]) => [key, claims.map(({ phrase, rule }) => [phrase, claimRules.indexOf(rule)])])
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written whole, then renamed: a build stopped as it writes, or a worker writing at once, leaves a whole memory.
  const part = `${file}.${process.pid}`
  fs.writeFileSync(part, JSON.stringify({ digest: rulesDigest(), texts }))
  fs.renameSync(part, file)
}
