import fs from "fs"
import matter from "gray-matter"
import { ContentError, describeYamlReason } from "./read-yaml"

export interface MarkdownFile {
  /** The YAML front matter, read. */
  data: unknown
  /** The front matter's text. */
  frontMatter: string
  /** The Markdown after the front matter. */
  body: string
  /** The line of the file on which the body starts, so a problem in the body can name its line. */
  bodyLine: number
}

/**
 * Splits a Markdown file with gray-matter into its front matter (the entry's fields) and its body (what remark renders);
 * a mistake becomes a ContentError naming the file and line.
 */
export function readMarkdownFile(filePath: string, displayPath: string): MarkdownFile {
  const text = fs.readFileSync(filePath, "utf8")
  if (!/^---\r?\n/.test(text)) {
    throw new ContentError(`${displayPath}: an article starts with its front matter: a line "---", the fields, then another "---"`)
  }
  if (!/\n---[ \t]*(?:\r?\n|$)/.test(text.slice(3))) {
    throw new ContentError(`${displayPath}: the front matter has no closing line "---"; end its fields with a line of three dashes before the article's text`)
  }
  try {
    // Options (even empty ones) keep gray-matter from handing back a cached object another caller may have changed.
    const { data, matter: frontMatter, content } = matter(text, {})
    const bodyLine = text.slice(0, text.length - content.length).split("\n").length
    return { data, frontMatter, body: content, bodyLine }
  } catch (error) {
    const { name, mark, reason } = error as { name?: string; mark?: { line: number; column: number }; reason: string }
    if (name !== "YAMLException" || !mark) throw error
    // The front matter starts on the file's second line.
    throw new ContentError(`${displayPath}: YAML syntax error in the front matter on line ${mark.line + 2}, column ${mark.column + 1}: ${describeYamlReason(reason)}`)
  }
}
