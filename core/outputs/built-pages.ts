import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "./built-html-files"

/** A page of the build: its file under public/ ("mr/about/index.html") and its HTML, as the steps so far left it. */
export interface BuiltPage {
  file: string
  html: string
}

/** A named step after the build: it reads every page as the steps before it left them, and may change their HTML. */
interface PageStep {
  name: string
  run(pages: BuiltPage[]): unknown
}

/** Every HTML page of the build, read. */
export function readBuiltPages(publicDir: string): BuiltPage[] {
  return builtHtmlFiles(publicDir).map((file) => ({ file, html: fs.readFileSync(path.join(publicDir, file), "utf8") }))
}

/**
 * Reads every page of the build once, runs the steps over them in order, and only when every step has passed writes
 * each page a step changed, once. Returns how long each step took.
 */
export async function processBuiltPages(publicDir: string, steps: readonly PageStep[]): Promise<{ name: string; ms: number }[]> {
  const pages = readBuiltPages(publicDir)
  const asBuilt = pages.map(({ html }) => html)
  const timings: { name: string; ms: number }[] = []
  for (const { name, run } of steps) {
    const start = performance.now()
    await run(pages)
    timings.push({ name, ms: Math.round(performance.now() - start) })
  }
  pages.forEach(({ file, html }, index) => {
    if (html !== asBuilt[index]) fs.writeFileSync(path.join(publicDir, file), html)
  })
  return timings
}
