import remark from "remark"
import remarkGfm from "remark-gfm"
import toString from "mdast-util-to-string"
import type { Root } from "mdast"

// The parser gatsby-transformer-remark renders with (remark 13 with GitHub's tables, strikethrough and autolinks;
// footnotes are switched off in gatsby-config), so what is checked is what gets built.
// remark-gfm's types name the newer unified that other packages put at the top of node_modules; at run time it is
// the plugin remark 13 expects.
const parser = remark().use(remarkGfm as never)

export function parseMarkdown(text: string): Root {
  return parser.parse(text) as Root
}

const bodyTrees = new WeakMap<{ text: string }, Root>()

/**
 * A content file's Markdown body as a tree, parsed once however many checks read it (each article was parsed three or
 * four times); a new read of the file is parsed anew. The tree is shared, so its readers never change it.
 */
export function bodyTree(body: { text: string }): Root {
  let tree = bodyTrees.get(body)
  if (!tree) {
    tree = parseMarkdown(body.text)
    bodyTrees.set(body, tree)
  }
  return tree
}

/** The words of a Markdown text without its marks, to count its reading time. */
export function markdownWords(text: string): string {
  return toString(parseMarkdown(text))
}
