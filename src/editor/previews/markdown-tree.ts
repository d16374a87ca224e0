import type { Root } from "hast"
import toHast from "mdast-util-to-hast"
import { parseMarkdown } from "../../gatsby/content/markdown/parse-markdown"

/**
 * The HTML tree of an article's text, which the site's MarkdownBody draws: the parser and the tree converter
 * gatsby-transformer-remark builds the page with. Raw HTML is left out, as the build refuses it.
 */
export function markdownTree(text: string): Root {
  return toHast(parseMarkdown(text)) as Root
}
