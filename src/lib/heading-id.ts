/** An anchor from a heading's words, in any script: "What is Rasayana?" -> what-is-rasayana, "रसायन म्हणजे काय?" too. */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")
}
