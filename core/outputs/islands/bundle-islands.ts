import fs from "fs"
import path from "path"
import { build, type Metafile, type Plugin } from "esbuild"
import { islandLoaders } from "./island-loaders"
import { reactAsPreact } from "./react-as-preact"
import { sassModuleClasses } from "./sass-module-classes"

/**
 * What the pages need for the islands they hold: the one client script; for each island the files of its code, and
 * the classes it may write into a page in the browser, which the page's styles keep (output/page-styles.ts).
 */
export interface IslandsManifest {
  client: string
  islands: Record<string, { files: string[]; classes: string[] }>
}

const clientEntry = path.resolve("src/islands/client.ts")
const startEntry = path.resolve("src/islands/start-islands.ts")
const componentsDir = "src/components"

/** The output files an output imports statically, itself included, depth first. */
function staticClosure(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen
  seen.add(output)
  for (const { path: imported, kind } of metafile.outputs[output].imports) {
    if (kind === "import-statement") staticClosure(metafile, imported, seen)
  }
  return seen
}

const options = {
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2020",
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "error",
} as const

/**
 * The client alone, in one file that imports nothing statically: it is the one request of ours that may start before
 * the page's largest paint, so it must not pull a second one behind it. It fetches `start` after the load event.
 */
async function bundleClient(outdir: string, start: string): Promise<string> {
  const startByFile: Plugin = {
    name: "start-islands-by-file",
    setup: (build) => build.onResolve({ filter: /^\.\/start-islands$/ }, () => ({ path: `./${path.basename(start)}`, external: true })),
  }
  const { metafile } = await build({ ...options, entryPoints: { client: clientEntry }, outdir, plugins: [startByFile] })
  return Object.keys(metafile.outputs)[0]
}

/**
 * Bundles the islands' starter, src/islands/start-islands.ts, into `public/islands/` with Preact for React
 * (react-as-preact.ts), each island in a file of its own that the starter fetches only where the page holds it, then
 * the client that fetches the starter, and returns the manifest of what each island needs. An island's name is its
 * component's file name in src/components.
 */
export async function bundleIslands(publicDir: string): Promise<IslandsManifest> {
  const outdir = path.join(publicDir, "islands")
  fs.rmSync(outdir, { recursive: true, force: true })
  const classesOf = new Map<string, string[]>()
  const { metafile } = await build({
    ...options,
    entryPoints: { "start-islands": startEntry },
    splitting: true,
    outdir,
    chunkNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [islandLoaders, reactAsPreact, sassModuleClasses(classesOf)],
  })
  const publicPath = (output: string) => `/${path.relative(publicDir, output).split(path.sep).join("/")}`
  const outputs = Object.entries(metafile.outputs)
  const start = outputs.find(([, output]) => output.entryPoint && path.resolve(output.entryPoint) === startEntry)![0]
  const withStart = staticClosure(metafile, start)
  const islands: IslandsManifest["islands"] = {}
  for (const [file, { entryPoint }] of outputs) {
    if (!entryPoint || path.dirname(entryPoint) !== componentsDir) continue
    const files = [...staticClosure(metafile, file)].filter((output) => !withStart.has(output))
    const sources = files.flatMap((output) => Object.keys(metafile.outputs[output].inputs))
    const classes = [...new Set(sources.flatMap((source) => classesOf.get(path.resolve(source)) ?? []))].sort()
    islands[path.basename(entryPoint, path.extname(entryPoint))] = { files: files.map(publicPath), classes }
  }
  return { client: publicPath(await bundleClient(outdir, start)), islands }
}
