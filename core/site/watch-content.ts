import path from "path"
import chokidar from "chokidar"
import type { Reporter } from "../reporter"
import type { SiteContent } from "../content/site-content"
import { ContentProblems, problemsReport } from "./checked-site-content"

// Under gatsby develop, Gatsby's own watching (gatsby-source-filesystem) brings a changed content file to the content's
// nodes (src/gatsby/pages/source-nodes.ts), which read and check the content again here, as a build checks it. The
// schemas are not content: a change to one asks plainly for a restart, since the GraphQL types, the checks and the
// editor are made from them at start.

export const restartDevelop = "restart gatsby develop (npm run develop, or npm run cms)"

/**
 * The content read and checked again after a change, saying so in the terminal; none when it has a mistake, which is
 * named as a build would name it, while the pages keep the content as it was.
 */
export function recheckContent(reporter: Pick<Reporter, "warn" | "info">, read: () => SiteContent): SiteContent | undefined {
  try {
    const content = read()
    reporter.info("The content has no problems; the pages show the change.")
    return content
  } catch (error) {
    // A warning, not reporter.error, which heads a plain message "ERROR UNKNOWN". A file half written, or gone again
    // as a branch is checked out, is read at the next change.
    reporter.warn(
      error instanceof ContentProblems
        ? problemsReport(error.problems, "; a build would stop here, and the pages show the content as it was")
        : `The content could not be checked just now: ${(error as Error).message}`,
    )
    return undefined
  }
}

/**
 * Asks once for a restart when schemas are saved, after the events settle (an editor's save can come as several).
 * chokidar rather than fs.watch: on Linux, fs.watch loses a file saved by renaming a new one over it.
 */
export function watchSchemas(reporter: Pick<Reporter, "warn">, schemaDir: string) {
  const changed = new Set<string>()
  let pending: NodeJS.Timeout | undefined
  const askToRestart = () => {
    reporter.warn(`${[...changed].map((file) => `schemas/${file}`).join(", ")} changed: ${restartDevelop} for the pages, the checks and the editor to follow`)
    changed.clear()
  }
  // Dot-files are editors' swap and lock files.
  const watcher = chokidar
    .watch(schemaDir, { ignoreInitial: true, ignored: (file: string) => path.basename(file).startsWith(".") })
    .on("all", (_event, file) => {
      if (!file.endsWith(".schema.json")) return
      changed.add(path.relative(schemaDir, file))
      clearTimeout(pending)
      pending = setTimeout(askToRestart, 200)
    })
    .on("error", (error) => reporter.warn(`Watching the schemas failed: ${(error as Error).message}`))
  return {
    /** Once the folder is listed: a change made before is not reported. */
    ready: new Promise<void>((resolve) => watcher.once("ready", () => resolve())),
    close: async () => {
      clearTimeout(pending)
      await watcher.close()
    },
  }
}
