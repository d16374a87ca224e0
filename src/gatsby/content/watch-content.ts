import path from "path"
import chokidar from "chokidar"
import type { Reporter } from "gatsby"
import { describeProblems, listProblems } from "./check-content"
import { listContentFiles, loadCollections } from "./collections"
import { SchemaSet } from "./schemas"
import { validateContent } from "./validate-content"

const restart = "restart gatsby develop (npm run develop, or npm run cms)"

/** Calls `then` once the events have stopped for a moment: an editor's save can come as several. */
function afterSettling(then: () => void) {
  let pending: NodeJS.Timeout | undefined
  return {
    event: () => {
      clearTimeout(pending)
      pending = setTimeout(then, 200)
    },
    cancel: () => clearTimeout(pending),
  }
}

/**
 * Under `gatsby develop`, which sources a changed content file again but runs onPreBootstrap once: each change to
 * content/ is checked as a build checks it, and the terminal says so. A file added, renamed or removed, or a schema
 * changed, asks plainly for a restart: which pages exist, in which languages, how they link to each other, the GraphQL
 * types and the cut fonts are worked out at start. chokidar rather than fs.watch: on Linux, fs.watch loses a file that
 * is saved by renaming a new one over it, as Chrome's local editing (npm run cms) does.
 */
export function watchContent(reporter: Pick<Reporter, "warn" | "info">, contentDir: string, schemaDir: string) {
  const schemas = new SchemaSet(schemaDir)
  const collections = loadCollections(schemas)
  let files = new Set(listContentFiles(contentDir))
  const checkChange = () => {
    const now = new Set(listContentFiles(contentDir))
    const moved = [...[...now].filter((file) => !files.has(file)).map((file) => `content/${file} is new`), ...[...files].filter((file) => !now.has(file)).map((file) => `content/${file} is gone`)]
    files = now
    if (moved.length > 0) reporter.warn(`${moved.join("; ")}: ${restart} so that every page links to the pages and languages there are now`)
    const problems = validateContent(contentDir, schemas, collections, new Date())
    // A warning, not reporter.error, which heads a plain message "ERROR UNKNOWN".
    if (problems.length > 0) reporter.warn(`${describeProblems(problems)}; a build would stop here:\n${listProblems(problems)}`)
    else reporter.info("The content has no problems.")
  }
  const changedSchemas = new Set<string>()
  const askToRestart = () => {
    reporter.warn(`${[...changedSchemas].map((file) => `schemas/${file}`).join(", ")} changed: ${restart} for the pages, the checks and the editor to follow`)
    changedSchemas.clear()
  }
  // A file half written, or gone again as a branch is checked out, is read at the next change.
  const safely = (work: () => void) => () => {
    try {
      work()
    } catch (error) {
      reporter.warn(`The content could not be checked just now: ${(error as Error).message}`)
    }
  }
  const contentSettled = afterSettling(safely(checkChange))
  const schemasSettled = afterSettling(askToRestart)
  // Dot-files are editors' swap and lock files.
  const options = { ignoreInitial: true, ignored: (file: string) => path.basename(file).startsWith(".") }
  const content = chokidar.watch(contentDir, options).on("all", contentSettled.event)
  const schemaFiles = chokidar.watch(schemaDir, options).on("all", (_event, file) => {
    if (!file.endsWith(".schema.json")) return
    changedSchemas.add(path.relative(schemaDir, file))
    schemasSettled.event()
  })
  for (const watcher of [content, schemaFiles]) watcher.on("error", (error) => reporter.warn(`Watching for changes failed: ${(error as Error).message}`))
  const ready = (watcher: chokidar.FSWatcher) => new Promise<void>((resolve) => watcher.once("ready", resolve))
  return {
    /** Once both folders are listed: a change made before is not reported. */
    ready: Promise.all([ready(content), ready(schemaFiles)]).then(() => undefined),
    close: async () => {
      contentSettled.cancel()
      schemasSettled.cancel()
      await Promise.all([content.close(), schemaFiles.close()])
    },
  }
}
