import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"

export const projectRoot = path.resolve(__dirname, "../..")
export const realContentDir = path.join(projectRoot, "content")
export const realSchemaDir = path.join(projectRoot, "schemas")

/** A fresh copy of the site's content and schemas in a temporary folder, for tests that make an editor's mistake. */
export function copyOfSite(): { contentDir: string; schemaDir: string; file: (relativePath: string) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  const contentDir = path.join(root, "content")
  const schemaDir = path.join(root, "schemas")
  fs.cpSync(realContentDir, contentDir, { recursive: true })
  fs.cpSync(realSchemaDir, schemaDir, { recursive: true })
  return { contentDir, schemaDir, file: (relativePath) => path.join(contentDir, relativePath) }
}

/** A new content folder holding one file with these words. */
export function contentWith(file: string, words: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), words)
  return dir
}

/** Rewrites a YAML file through a change to its data, keeping its first (schema) line. */
export function editYaml<T = Record<string, unknown>>(filePath: string, change: (data: T) => void) {
  const [firstLine, ...rest] = fs.readFileSync(filePath, "utf8").split("\n")
  const data = yaml.load(rest.join("\n")) as T
  change(data)
  fs.writeFileSync(filePath, `${firstLine}\n${yaml.dump(data, { lineWidth: -1 })}`)
}

/** Rewrites a Markdown file's front matter through a change to its data, keeping its body. */
export function editFrontMatter<T = Record<string, unknown>>(filePath: string, change: (data: T) => void) {
  const text = fs.readFileSync(filePath, "utf8")
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(text)
  if (!frontMatter) throw new Error(`${filePath} has no front matter`)
  const data = yaml.load(frontMatter[1]) as T
  change(data)
  fs.writeFileSync(filePath, `---\n${yaml.dump(data, { lineWidth: -1 })}---\n${text.slice(frontMatter[0].length)}`)
}

/** Rewrites a content file's data: a YAML file, or a Markdown file's front matter. */
export function editContent<T = Record<string, unknown>>(filePath: string, change: (data: T) => void) {
  if (filePath.endsWith(".md")) editFrontMatter(filePath, change)
  else editYaml(filePath, change)
}

/** Rewrites a JSON file through a change to its data. */
export function editJson<T = Record<string, unknown>>(filePath: string, change: (data: T) => void) {
  const data = JSON.parse(fs.readFileSync(filePath, "utf8")) as T
  change(data)
  fs.writeFileSync(filePath, JSON.stringify(data, null, 2))
}

/** Replaces an article's body, keeping its front matter. */
export function writeBody(path: string, body: string) {
  const text = fs.readFileSync(path, "utf8")
  const end = text.indexOf("\n---\n", 4) + "\n---\n".length
  fs.writeFileSync(path, `${text.slice(0, end)}\n${body}\n`)
}
