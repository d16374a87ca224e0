import type { Element, ElementContent, Root, RootContent, Text } from "hast"
import visit from "unist-util-visit"
import { defaultLocale, type Locale } from "../../src/lib/locales"
import { headingId } from "../../src/lib/heading-id"
import { latinRun } from "../../src/lib/latin-runs"
import type { CareCardData } from "../../src/lib/care-card"
import { careCardLanguage } from "../checks/markdown/care-cards"

const headings = new Set(["h2", "h3", "h4", "h5", "h6"])

/** The words of an element, as a reader sees them. */
function textOf(node: ElementContent | RootContent): string {
  if (node.type === "text") return node.value
  if (node.type === "element") return node.children.map(textOf).join("")
  return ""
}

/**
 * On a Marathi or Hindi page, Latin letters are English (a source's title, an organisation's name): each run is marked
 * lang="en", so a screen reader reads it in an English voice.
 */
function markEnglish(text: Text): ElementContent[] {
  const parts: ElementContent[] = []
  let last = 0
  for (const match of text.value.matchAll(latinRun)) {
    if (match.index! > last) parts.push({ type: "text", value: text.value.slice(last, match.index) })
    parts.push({ type: "element", tagName: "span", properties: { lang: defaultLocale }, children: [{ type: "text", value: match[0] }] })
    last = match.index! + match[0].length
  }
  if (last < text.value.length) parts.push({ type: "text", value: text.value.slice(last) })
  return parts
}

/** A card of content/care-cards by its name, in the article's language; none for a name no card has. */
export type CareCards = (name: string) => CareCardData | undefined

/** The card a `pre` element names, when its code is a care-card block naming a card there is. */
function careCardIn(node: Element, careCards: CareCards) {
  const [code] = node.children
  const classes = code?.type === "element" && code.tagName === "code" ? code.properties?.className : undefined
  return Array.isArray(classes) && classes.includes(`language-${careCardLanguage}`) ? careCards(textOf(code).trim()) : undefined
}

/**
 * The article body as the page renders it: each heading gets the anchor its words make (the same the build checks
 * `#links` against), each link to a page of this site goes to that page in the reader's language, English words in
 * a Marathi or Hindi article are marked as English, and each care-card block becomes a `care-card` element holding
 * the card as JSON, with a heading one level below the heading it follows.
 */
export function prepareBody(tree: Root, locale: Locale, localizeRoute: (route: string) => string, careCards: CareCards): Root {
  let headingLevel = 1
  const prepare = (node: RootContent, inCode: boolean): RootContent[] => {
    if (node.type === "text") return locale === defaultLocale || inCode ? [node] : markEnglish(node)
    if (node.type !== "element") return [node]
    const card = node.tagName === "pre" ? careCardIn(node, careCards) : undefined
    if (card)
      return [{ type: "element", tagName: "care-card", properties: { card: JSON.stringify(card), headingLevel: Math.min(headingLevel + 1, 6) }, children: [] }]
    const properties = { ...node.properties }
    if (headings.has(node.tagName)) {
      properties.id = headingId(textOf(node))
      headingLevel = Number(node.tagName.slice(1))
    }
    if (node.tagName === "a" && typeof properties.href === "string" && properties.href.startsWith("/")) {
      properties.href = localizeRoute(properties.href)
    }
    const code = inCode || node.tagName === "code"
    return [{ ...node, properties, children: node.children.flatMap((child) => prepare(child, code)) as Element["children"] }]
  }
  return { ...tree, children: tree.children.flatMap((child) => prepare(child, false)) }
}

/** The address of every picture in the body, as written in the Markdown (relative to its file). */
export function pictureSources(tree: Root): string[] {
  const sources = new Set<string>()
  visit(tree, "element", (node: Element) => void (node.tagName === "img" && typeof node.properties?.src === "string" && sources.add(node.properties.src)))
  return [...sources]
}
