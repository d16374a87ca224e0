import { parse } from "yaml"
import type { FrontMatterFormatDescription, NeutralMask } from "../../core/browser"
import { patchYaml, writeYaml } from "./patch-yaml"
import { isTranslation, sourceKey, translationKeeps, translationOf } from "./translated-entry"

interface MarkdownFile {
  /** The YAML between the two lines of "---". */
  frontMatter: string
  /** The Markdown after them and the blank line that follows. */
  body: string
}

/** A Markdown file's front matter and body, split where gray-matter splits them for the build. */
function split(text: string): MarkdownFile {
  const lines = text.split("\n")
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === "---")
  if (lines[0].trimEnd() !== "---" || end < 0) return { frontMatter: "", body: text }
  let start = end + 1
  while (start < lines.length - 1 && lines[start].trim() === "") start++
  return {
    frontMatter: lines
      .slice(1, end)
      .map((line) => `${line}\n`)
      .join(""),
    body: lines.slice(start).join("\n"),
  }
}

/** Whether front matter holds any of the facts an English file holds and a translation never repeats. */
function holdsFacts(data: unknown, neutral: NeutralMask | undefined): boolean {
  if (neutral === undefined || neutral === true || !data || typeof data !== "object") return false
  return Object.keys(neutral).some((key) => key in data)
}

/**
 * Reads and writes a collection's Markdown files (articles) so that a save changes only what the editor changed: the
 * front matter is written back into its own text as a YAML file is, which keeps its comments and its dates in quotes,
 * and the body follows after one blank line.
 */
export function frontMatterFormat(description: FrontMatterFormatDescription) {
  return {
    fromFile(text: string): Record<string, unknown> {
      const { frontMatter, body } = split(text)
      return { ...(parse(frontMatter) as Record<string, unknown> | null), body, [sourceKey]: text }
    },
    toFile(data: Record<string, unknown>): string {
      const { [sourceKey]: source, body, ...entry } = data
      const read = typeof source === "string" ? split(source) : undefined
      const readAsTranslation = read !== undefined && !holdsFacts(parse(read.frontMatter), description.neutral)
      const translated = isTranslation({ ...entry, body }, typeof source === "string" ? source : "", readAsTranslation)
      const content = translated ? translationOf(entry, description.neutral) : entry
      const keep = translated ? translationKeeps : []
      const frontMatter = read && readAsTranslation === translated ? patchYaml(read.frontMatter, content, keep) : writeYaml(content, keep)
      return `---\n${frontMatter}---\n\n${typeof body === "string" ? body : ""}`
    },
  }
}
