import type { Content, Root } from "mdast"
import toString from "mdast-util-to-string"
import type { ContentFile } from "../../content/content-files"
import { bodyTree } from "../../content/parse-markdown"

/** Labels rather than sentences: a page's and a section's headings, a card's or a step's title, a phase's length. */
const labels = new Set(["title", "heading", "duration", "alt", "question"])
/** What is not the page's running text: who reviewed it and when, a care card's sources, its placeholders, icons and the like. */
const notWords = new Set([
  "sources",
  "card",
  "reviewedBy",
  "author",
  "lastReviewed",
  "nextReview",
  "datePublished",
  "dateModified",
  "related",
  "placeholders",
  "reviewed",
  "signedWords",
  "icon",
  "kind",
  "level",
  "image",
  "url",
])

function yamlProse(data: unknown, key = ""): string[] {
  if (labels.has(key) || notWords.has(key)) return []
  if (typeof data === "string") return [data]
  if (Array.isArray(data)) return data.flatMap((item) => yamlProse(item))
  if (data && typeof data === "object") return Object.entries(data).flatMap(([name, value]) => yamlProse(value, name))
  return []
}

/** A Markdown body's paragraphs and list items, without its headings, code (care cards are read in their own files) or its list of sources. */
function markdownProse(tree: Root): string[] {
  const prose: string[] = []
  let inSources = false
  const visit = (node: Content) => {
    if (node.type === "heading") {
      inSources = /^sources$/i.test(toString(node).trim())
      return
    }
    if (inSources || node.type === "code" || node.type === "html") return
    if (node.type === "paragraph" || node.type === "tableCell") prose.push(toString(node))
    else if ("children" in node) (node.children as Content[]).forEach(visit)
  }
  tree.children.forEach(visit)
  return prose
}

/**
 * The running text of a health page, one paragraph, list item or card text each, as a reader reads it: the words a
 * readability formula should weigh, not the headings, the review's byline or the list of sources.
 */
export function pageProse({ data, body }: Pick<ContentFile, "data" | "body">): string[] {
  const texts = [...yamlProse(data), ...(body ? markdownProse(bodyTree(body)) : [])]
  // A care card's {emergency} or {feverFrom} is read as the number it shows.
  return texts
    .map((text) =>
      text
        .replace(/\{\w+\}/g, "112")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
}
