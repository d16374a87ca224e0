import type { Content, Root } from "mdast"
import toString from "mdast-util-to-string"
import visit from "unist-util-visit"
import type { Locale } from "../../../src/lib/locales"
import { findClaims } from "../claims/claims-guard"
import type { Claim } from "../claims/claims-guard"

/**
 * Blocks whose words a reader sees, pictures' descriptions included; the claims guard reads each one whole, so a phrase
 * split by emphasis or across a paragraph's lines is still found.
 */
const textBlocks = new Set(["paragraph", "heading", "tableCell"])

/** The forbidden claims in an article's text, each with the line of the text its block starts on. */
export function claimsInBody(tree: Root, language: Locale): { line: number; claim: Claim }[] {
  const claims: { line: number; claim: Claim }[] = []
  visit(tree, (node) => {
    if (!textBlocks.has(node.type)) return
    const line = node.position?.start.line ?? 1
    claims.push(...findClaims(toString(node as Content), language).map((claim) => ({ line, claim })))
  })
  return claims
}
