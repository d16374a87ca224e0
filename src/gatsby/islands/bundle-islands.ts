import fs from "fs"
import path from "path"
import { build, type Metafile } from "esbuild"
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

/**
 * Bundles src/islands/client.ts into `public/islands/`, with Preact for React (react-as-preact.ts), each island in a
 * file of its own that the client fetches only where the page holds it, and returns the manifest of what each island
 * needs. An island's name is its component's file name in src/components.
 */
export async function bundleIslands(publicDir: string): Promise<IslandsManifest> {
  const outdir = path.join(publicDir, "islands")
  fs.rmSync(outdir, { recursive: true, force: true })
  const classesOf = new Map<string, string[]>()
  const { metafile } = await build({
    entryPoints: { client: clientEntry },
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2020",
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [reactAsPreact, sassModuleClasses(classesOf)],
    logLevel: "error",
  })
  const publicPath = (output: string) => `/${path.relative(publicDir, output).split(path.sep).join("/")}`
  const outputs = Object.entries(metafile.outputs)
  const client = outputs.find(([, output]) => output.entryPoint && path.resolve(output.entryPoint) === clientEntry)![0]
  const withClient = staticClosure(metafile, client)
  const islands: IslandsManifest["islands"] = {}
  for (const [file, { entryPoint }] of outputs) {
    if (!entryPoint || path.dirname(entryPoint) !== componentsDir) continue
    const files = [...staticClosure(metafile, file)].filter((output) => !withClient.has(output))
    const sources = files.flatMap((output) => Object.keys(metafile.outputs[output].inputs))
    const classes = [...new Set(sources.flatMap((source) => classesOf.get(path.resolve(source)) ?? []))].sort()
    islands[path.basename(entryPoint, path.extname(entryPoint))] = { files: files.map(publicPath), classes }
  }
  return { client: publicPath(client), islands }
}
