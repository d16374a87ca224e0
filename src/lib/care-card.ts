/** How soon to act, as the NHS's care cards say it. */
export const careLevels = ["non-urgent", "urgent", "emergency"] as const
export type CareLevel = (typeof careLevels)[number]

/** Advice on when to get help, as a topic section or an article's care-card block holds it. */
export interface CareCardData {
  level: CareLevel
  /** One action, ending where the points begin: "Call your oncology team now if you:" */
  heading: string
  points: readonly string[]
  source: { name: string; url: string }
}
