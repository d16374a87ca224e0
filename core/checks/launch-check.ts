import type { ContentFile } from "../content/content-files"
import { isReviewedAgainst, isSignedOff } from "../content/sign-off"
import type { Reporter } from "../reporter"
import { approvalsIn, unapprovedClaims, voidApprovals } from "./claims/approvals"
import { claimsInFile } from "./claims/content-claims"

/** What a production deploy may not publish yet, by file: a stand-in fact, an unreviewed translation, a held sentence. */
export interface NotReady {
  displayPath: string
  what: string
}

/** Why a translation is not reviewed: never, or against an English file that has changed since. */
function translationNotReviewed(file: ContentFile): string | undefined {
  if (!file.original || isReviewedAgainst(file, file.original)) return undefined
  return (file.data as { reviewed?: unknown } | null)?.reviewed === false
    ? "reviewed (not yet reviewed by a native speaker)"
    : `reviewed (the English, or this translation, has changed since it was reviewed: review it again against ${file.original.displayPath})`
}

/**
 * Every fact a content file lists under "placeholders", a stand-in until launch, and every translation a native
 * speaker at the clinic has not reviewed against its English as it is now (its "reviewed" field). An article written
 * in one language alone is no translation and has no "reviewed" field to set.
 */
export function placeholdersIn(files: readonly ContentFile[]): NotReady[] {
  return files.flatMap((file) => {
    const { displayPath, data } = file
    const { placeholders } = (data ?? {}) as { placeholders?: unknown }
    const listed = Array.isArray(placeholders) ? placeholders.map((field) => ({ displayPath, what: String(field) })) : []
    const review = translationNotReviewed(file)
    return review ? [...listed, { displayPath, what: review }] : listed
  })
}

/**
 * Every health page, article and care card, in every language, whose words are not those its medical reviewer signed
 * off: changed since, or never signed. A page says so itself; a production deploy waits for the sign-off.
 */
export function unsignedHealthContent(files: readonly ContentFile[]): NotReady[] {
  return files.flatMap((file) =>
    file.collection.signedOff && !isSignedOff(file)
      ? [
          {
            displayPath: file.displayPath,
            what: `signedWords (what it says, in its words, level, sources or the numbers it names, is not what the medical reviewer signed off: sign it off with the editor's "Sign off these words as they read now" button, or npm run sign-off -- ${file.displayPath})`,
          },
        ]
      : [],
  )
}

/** Each sentence the claims guard holds as a possible claim that the founder has not approved, by file and field. */
export function sentencesAwaitingApproval(files: readonly ContentFile[]): NotReady[] {
  return unapprovedClaims(files.flatMap(claimsInFile), approvalsIn(files)).map(({ displayPath, where, claim }) => ({
    displayPath,
    what: `${where} says "${claim.sentence}", which may be a claim (${claim.kind}): it waits for the founder's approval in content/approved-sentences.yaml, or for a rewording`,
  }))
}

/** Warns of approvals of sentences no page says any more, which approve nothing now. */
export function warnOfVoidApprovals(files: readonly ContentFile[], reporter: Pick<Reporter, "warn">) {
  for (const { sentence } of voidApprovals(files.flatMap(claimsInFile), approvalsIn(files))) {
    reporter.warn(`content/approved-sentences.yaml approves "${sentence}", which no page says any more (it was changed or removed): delete that approval`)
  }
}

/**
 * A production deploy (Netlify sets CONTEXT=production) publishes nothing while anything is not ready: a patient
 * could otherwise message a stand-in number, or read a claim no one has approved. Preview deploys and local builds go
 * on and print the same list.
 */
export function checkLaunchReadiness(notReady: readonly NotReady[], context: string | undefined, reporter: Pick<Reporter, "panic" | "warn">) {
  if (notReady.length === 0) return
  const list = notReady.map(({ displayPath, what }) => `  - ${displayPath}: ${what}`).join("\n")
  const count = `${notReady.length} ${notReady.length === 1 ? "thing is" : "things are"} not ready for launch`
  if (context === "production") {
    reporter.panic(
      `This is a production build, and ${count}, so nothing was published:\n${list}\nPut the real value in each placeholder and delete its line under "placeholders"; have each sentence approved or reworded (docs/editing.md, "Before launch").`,
    )
  } else {
    reporter.warn(`${count[0].toUpperCase()}${count.slice(1)} (a production build would refuse to publish):\n${list}`)
  }
}
