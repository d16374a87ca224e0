import fs from "fs"
import type { Reporter } from "gatsby"
import { describeProblems, listProblems } from "./check-content"
import { listContentFiles, loadCollections } from "./collections"
import { SchemaSet } from "./schemas"
import { validateContent } from "./validate-content"

const restart = "restart gatsby develop (npm run develop, or npm run cms)"

/**
 * Under `gatsby develop`, which sources a changed content file again but runs onPreBootstrap once: each change to
 * content/ is checked as a build checks it, and the terminal says so. A file added, renamed or removed, or a schema
 * changed, asks plainly for a restart: which pages exist, in which languages, how they link to each other and the
 * GraphQL types are worked out at start. Returns a function that stops watching.
 */
export function watchContent(reporter: Pick<Reporter, "warn" | "error" | "info">, contentDir: string, schemaDir: string): () => void {
  const schemas = new SchemaSet(schemaDir)
  const collections = loadCollections(schemas)
  let files = new Set(listContentFiles(contentDir))
  let pending: NodeJS.Timeout | undefined
  const check = () => {
    const now = new Set(listContentFiles(contentDir))
    const moved = [...[...now].filter((file) => !files.has(file)).map((file) => `content/${file} is new`), ...[...files].filter((file) => !now.has(file)).map((file) => `content/${file} is gone`)]
    files = now
    if (moved.length > 0) reporter.warn(`${moved.join("; ")}: ${restart} so that every page links to the pages and languages there are now`)
    const problems = validateContent(contentDir, schemas, collections, new Date())
    if (problems.length > 0) reporter.error(`${describeProblems(problems)}; a build would stop here:\n${listProblems(problems)}`)
    else reporter.info("The content has no problems.")
  }
  // An editor's save can come as several events; the check waits for the last.
  const soon = () => {
    clearTimeout(pending)
    pending = setTimeout(check, 200)
  }
  const watchers = [
    fs.watch(contentDir, { recursive: true }, soon),
    fs.watch(schemaDir, { recursive: true }, (_event, file) => reporter.warn(`schemas/${file} changed: ${restart} for the pages, the checks and the editor to follow it`)),
  ]
  return () => {
    clearTimeout(pending)
    for (const watcher of watchers) watcher.close()
  }
}
