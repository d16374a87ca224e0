import { defaultLocale } from "../../../src/lib/locales"
import type { ContentFile } from "../../content/content-files"
import type { ClaimInFile } from "./content-claims"

/** The founder's approval of one sentence the guard holds, as content/approved-sentences.yaml records it. */
export interface Approval {
  sentence: string
  approvedBy: string
  approvedOn: string
}

/** The file the founder's approvals are kept in, beside the content they approve. */
export const approvalsFile = "approved-sentences.yaml"

/** The approvals the content records; none where there is no file. */
export function approvalsIn(files: readonly ContentFile[]): Approval[] {
  const file = files.find(({ relativePath, locale }) => relativePath === approvalsFile && locale === defaultLocale)
  return (file?.data as { approved?: Approval[] } | undefined)?.approved ?? []
}

/**
 * The held claims no approval covers. An approval is of a sentence exactly as it reads: once the sentence changes, the
 * approval no longer covers it, and the new sentence waits for the founder again.
 */
export function unapprovedClaims(claims: readonly ClaimInFile[], approvals: readonly Approval[]): ClaimInFile[] {
  const approved = new Set(approvals.map(({ sentence }) => sentence))
  return claims.filter(({ claim }) => claim.verdict === "held" && !approved.has(claim.sentence))
}

/** Approvals of sentences no page says any more: void, and to be removed. */
export function voidApprovals(claims: readonly ClaimInFile[], approvals: readonly Approval[]): Approval[] {
  const held = new Set(claims.filter(({ claim }) => claim.verdict === "held").map(({ claim }) => claim.sentence))
  return approvals.filter(({ sentence }) => !held.has(sentence))
}
