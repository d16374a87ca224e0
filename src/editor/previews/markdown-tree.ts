import type { Root } from "hast"
import type { Root as MarkdownRoot } from "mdast"
import toHast from "mdast-util-to-hast"

/**
 * The HTML tree of an article's text (parsed by parseMarkdown, as gatsby-transformer-remark builds the page), which
 * the site's MarkdownBody draws. Raw HTML is left out, as the build refuses it.
 */
export function markdownTree(text: MarkdownRoot): Root {
  return toHast(text) as Root
}
