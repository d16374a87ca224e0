import type { ContentFile } from "../../content/content-files"
import { slugOf } from "../../content/collections"
import { bodyTree } from "../../content/parse-markdown"
import { claimsInBody } from "../markdown/claims-in-body"
import { claimsIn, findClaims, type Claim } from "./claims-guard"

/** A claim a content file makes, and where: a field, a line of its article, or its file name. */
export interface ClaimInFile {
  displayPath: string
  where: string
  claim: Claim
}

/**
 * Every claim a content file makes, in its language: in each text of its fields, in its article's text, and in its
 * file name where that is a page's address. A file that quotes the site (the founder's approvals, old addresses)
 * makes none of its own.
 */
export function claimsInFile(file: ContentFile): ClaimInFile[] {
  const { displayPath, collection, locale, data, body } = file
  if (collection.quotes) return []
  const inFields = claimsIn(data, locale).map(({ field, claim }) => ({ displayPath, where: field, claim }))
  const inBody = body ? claimsInBody(bodyTree(body), locale).map(({ line, claim }) => ({ displayPath, where: `line ${body.line + line - 1}`, claim })) : []
  // A page's address is read by visitors and indexed by search engines like its words.
  const inName = collection.route?.includes("{slug}") && file.original === undefined ? findClaims(slugOf(file.relativePath).replace(/-/g, " "), "en") : []
  return [...inFields, ...inBody, ...inName.map((claim) => ({ displayPath, where: "the file name", claim }))]
}
