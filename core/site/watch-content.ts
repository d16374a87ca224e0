import path from "path"
import chokidar from "chokidar"
import type { Reporter } from "../reporter"
import type { SiteContent } from "../content/site-content"
import { ContentProblems, problemsReport } from "./checked-site-content"

export const restartDevelop = "restart gatsby develop (npm run develop, or npm run cms)"

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

/** The folders to watch, and how to read the content in them again. */
interface WatchedSite {
  contentDir: string
  schemaDir: string
  read: () => SiteContent
}

/**
 * Under `gatsby develop`: each change to content/ is read and checked as a build checks it, and the terminal says so;
 * sound content is handed to `changed`, which gives Gatsby the entries again. A schema changed asks plainly for a
 * restart: the GraphQL types, the checks and the editor are made from the schemas at start. chokidar rather than
 * fs.watch: on Linux, fs.watch loses a file that is saved by renaming a new one over it, as Chrome's local editing
 * (npm run cms) does.
 */
export function watchContent(reporter: Pick<Reporter, "warn" | "info">, site: WatchedSite, changed: (content: SiteContent) => void) {
  const { contentDir, schemaDir } = site
  const checkChange = () => {
    try {
      const content = site.read()
      reporter.info("The content has no problems; the pages show the change.")
      changed(content)
    } catch (error) {
      // A warning, not reporter.error, which heads a plain message "ERROR UNKNOWN". A file half written, or gone again
      // as a branch is checked out, is read at the next change.
      reporter.warn(
        error instanceof ContentProblems
          ? problemsReport(error.problems, "; a build would stop here, and the pages show the content as it was")
          : `The content could not be checked just now: ${(error as Error).message}`,
      )
    }
  }
  const changedSchemas = new Set<string>()
  const askToRestart = () => {
    reporter.warn(
      `${[...changedSchemas].map((file) => `schemas/${file}`).join(", ")} changed: ${restartDevelop} for the pages, the checks and the editor to follow`,
    )
    changedSchemas.clear()
  }
  const contentSettled = afterSettling(checkChange)
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
