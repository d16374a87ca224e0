import type { CareCardData } from "../../src/lib/care-card"
import type { LocalizedEntry } from "./site-content"
import { isSignedOff } from "./sign-off"

/** A care card of content/care-cards as a page in the entry's language shows it, and whether its words are signed off. */
export function careCardOf({ content, file }: LocalizedEntry): CareCardData {
  const { level, heading, points, call, notes, sources } = content as unknown as CareCardData
  return { level, heading, points, call, notes, sources, signedOff: isSignedOff(file) }
}
