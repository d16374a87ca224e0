import type { Code, Root } from "mdast"
import visit from "unist-util-visit"

/**
 * An article shows a care card (content/care-cards) by a fenced block whose language is care-card and whose one line
 * is the card's file name, so the card is written and translated once, wherever it is shown:
 *
 *     ```care-card
 *     fever-during-chemotherapy
 *     ```
 */
export const careCardLanguage = "care-card"

/** The card a care-card block names. */
export const careCardName = (block: Pick<Code, "value">) => block.value.trim()

/** The names of the cards an article shows, in order: what every language of it must show alike. */
export function careCardsIn(tree: Root): string[] {
  const names: string[] = []
  visit(tree, "code", (node: Code) => void (node.lang === careCardLanguage && names.push(careCardName(node))))
  return names
}
