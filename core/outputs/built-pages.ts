import fs from "fs"
import path from "path"
import { builtHtmlFiles } from "./built-html-files"

/** A page of the build: its file under public/ ("mr/about/index.html") and its HTML, as the steps so far left it. */
export interface BuiltPage {
  file: string
  html: string
}

/**
 * What a step after the build reads or writes: the pages' HTML as the steps leave it, the links and ids Gatsby wrote
 * into them (no step changes those), or a file of its own.
 */
export type StepOutput = "the pages' HTML" | "the pages' links" | "share cards" | "sw.js" | "_headers"

/**
 * A named step after the build: it reads every page as the steps before it left them, and may change their HTML. It
 * says what it reads and writes, so that no step runs before another that still changes what it reads.
 */
export interface PageStep {
  name: string
  reads: readonly StepOutput[]
  writes: readonly StepOutput[]
  run(pages: BuiltPage[]): unknown
}

/**
 * Each step that reads what a step after it still writes: the CSP hashes and the worker's version need the final HTML.
 * A step that changes what it reads (cutting the styles of the HTML it reads) is one of those writers, not a reader
 * that must wait for them.
 */
export function stepOrderProblems(steps: readonly PageStep[]): string[] {
  return steps.flatMap((step, at) =>
    step.reads
      .filter((read) => !step.writes.includes(read))
      .flatMap((read) =>
        steps
          .slice(at + 1)
          .filter((later) => later.writes.includes(read))
          .map((later) => `"${step.name}" reads ${read}, which "${later.name}" after it still changes: run it after "${later.name}"`),
      ),
  )
}

/** Every HTML page of the build, read. */
export function readBuiltPages(publicDir: string): BuiltPage[] {
  return builtHtmlFiles(publicDir).map((file) => ({ file, html: fs.readFileSync(path.join(publicDir, file), "utf8") }))
}

/**
 * Reads every page of the build once, runs the steps over them in order (refusing an order in which a step reads what
 * a later one writes), and only when every step has passed writes each page a step changed, once. Returns how long
 * each step took.
 */
export async function processBuiltPages(publicDir: string, steps: readonly PageStep[]): Promise<{ name: string; ms: number }[]> {
  const misordered = stepOrderProblems(steps)
  if (misordered.length > 0) throw new Error(`The steps after the build are out of order:\n${misordered.map((problem) => `  - ${problem}`).join("\n")}`)
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
