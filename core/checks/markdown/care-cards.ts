import type { Code, Root } from "mdast"
import visit from "unist-util-visit"
import yaml from "js-yaml"
import { careLevels, type CareCardData } from "../../../src/lib/care-card"

/**
 * An article's advice card on when to get help is a fenced block whose language is care-card, holding the card as YAML
 * (level, heading, points, source), so that the build can check it as it checks a topic page's cards; raw HTML would
 * not be checked.
 */
export const careCardLanguage = "care-card"
/** The schema every card is checked against, in an article as in a topic page's care section. */
export const careCardSchema = "common.schema.json#/definitions/careCard"

/** The card a fenced block holds, as YAML reads it (checked against the schema's careCard by checkMarkdownBody). */
export function readCareCard(text: string): unknown {
  return yaml.load(text)
}

/**
 * The card a block holds, when it is one: its YAML readable and its fields all there. The build has checked every card
 * before a page is made; the editor's preview draws a block only once it is whole, and leaves it as code while it is
 * being typed.
 */
export function completeCareCard(text: string): CareCardData | undefined {
  let card: Partial<CareCardData> | null
  try {
    card = readCareCard(text) as Partial<CareCardData> | null
  } catch {
    return undefined
  }
  const whole =
    careLevels.includes(card?.level as CareCardData["level"]) &&
    typeof card?.heading === "string" &&
    Array.isArray(card.points) &&
    card.points.every((point) => typeof point === "string") &&
    typeof card.source?.name === "string" &&
    /^https:\/\//.test(String(card.source.url))
  return whole ? (card as CareCardData) : undefined
}

/** Each card's level, in order, or "unreadable" where its YAML is broken: what every language must have alike. */
export function careCardLevels(tree: Root): string[] {
  const blocks: Code[] = []
  visit(tree, "code", (node: Code) => void (node.lang === careCardLanguage && blocks.push(node)))
  return blocks.map((block) => {
    try {
      const card = readCareCard(block.value) as { level?: unknown } | null
      return typeof card?.level === "string" ? card.level : "unreadable"
    } catch {
      return "unreadable"
    }
  })
}
