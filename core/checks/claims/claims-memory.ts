import crypto from "crypto"
import fs from "fs"
import path from "path"
import { hashFolder } from "../../content/hash-folder"
import { foundSinceRecall, recallFound } from "./found-claims"
import type { Claim } from "./judge"

// What the claims guard found, kept between builds in a file (found-claims.ts says why). The file only ever saves
// time: one that cannot be read or written, or that was written by other rules, is passed over.

/** The rules' code in a folder, with the versions of Unicode and ICU its folding and its sentences and words follow. */
export function digestOfRules(rulesDir: string): string {
  return hashFolder(crypto.createHash("sha256").update(`${process.versions.unicode} ${process.versions.icu}`), rulesDir).digest("hex")
}

// Read as this process starts, where the code is written (Gatsby runs a compiled copy): the rules that run. Under
// gatsby develop, a rule edited since is not run, and the memory this process writes is not taken for the new rules.
const rulesDigest = digestOfRules(path.resolve("core/checks/claims"))

interface Remembered {
  digest: string
  /** Each text's key, and the claims found in it. */
  texts: [string, Claim[]][]
}

/** What the last check kept in `file`, if these rules found it. */
function remembered(file: string): Map<string, Claim[]> {
  try {
    const { digest, texts } = JSON.parse(fs.readFileSync(file, "utf8")) as Remembered
    return digest === rulesDigest ? new Map(texts) : new Map()
  } catch {
    // No memory yet, or one that cannot be read: every text is read.
    return new Map()
  }
}

/** Starts a check, with what the last check remembered in `file` if these rules found it. */
export function recallClaims(file: string) {
  recallFound(remembered(file))
}

/** Keeps in `file` what was found in the texts this check read, and only those, for the next check to recall. */
export function rememberClaims(file: string) {
  const texts = [...foundSinceRecall()]
  // Written whole, then renamed: a build stopped as it writes, or a worker writing at once, leaves a whole memory.
  const part = `${file}.${process.pid}`
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(part, JSON.stringify({ digest: rulesDigest, texts }))
    fs.renameSync(part, file)
  } catch (error) {
    console.warn(`What the claims guard found was not kept (${(error as Error).message}); the next build reads every text again.`)
  }
}
