/** @jest-environment node */
import { builtinModules } from "module"
import fs from "fs"
import path from "path"

// How the code imports (docs/architecture.md, "Folders"): the core needs no Gatsby and is reached through its entry;
// its folders, and the adapter's, are layers that import downwards only; nothing imports itself through others.

const root = process.cwd()
const coreDir = path.join(root, "core")
const sourceDirs = ["core", "src", "scripts", "e2e", "__tests__"].map((dir) => path.join(root, dir))
const rootFiles = fs
  .readdirSync(root)
  .filter((file) => /^gatsby-.*\.tsx?$/.test(file))
  .map((file) => path.join(root, file))

// The core's folders, lowest first; a file at its root is below them all, but for its two entries.
const coreLayers = [["content"], ["checks"], ["site"], ["outputs", "editor"]]
const coreEntries = ["index.ts", "browser.ts"].map((file) => path.join(coreDir, file))
// The adapter's folders, lowest first.
const adapterDir = path.join(root, "src/gatsby")
const adapterLayers = [["pages", "islands"], ["output", "render"], ["bootstrap"]]

const sourceFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(dir, file))

/** Every module a file imports, as written. */
const specifiersIn = (code: string) => [...code.matchAll(/(?:from|import|require)\s*\(?\s*"([^"]+)"/g)].map(([, specifier]) => specifier)
const specifiersOf = (file: string) => specifiersIn(fs.readFileSync(file, "utf8"))

/** The modules a file's JavaScript imports: not those it imports types from alone, which compiling erases. */
const runtimeSpecifiersOf = (file: string) => specifiersIn(fs.readFileSync(file, "utf8").replace(/(?:import|export)\s+type\s[^"]*?from\s*"[^"]+"/g, ""))

/** The file a relative import names, if it is one of the site's. */
function resolved(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(path.dirname(file), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, "index.ts")].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  )
}

const files = [...sourceDirs.flatMap(sourceFiles), ...rootFiles]
const graph = new Map(files.map((file) => [file, specifiersOf(file).flatMap((specifier) => resolved(file, specifier) ?? [])]))
const relative = (file: string) => path.relative(root, file)
const isIn = (dir: string, file: string) => file.startsWith(`${dir}${path.sep}`)
const folderIn = (dir: string, file: string) => path.relative(dir, file).split(path.sep)[0]

/**
 * Files of `dir` in a folder of no layer, and imports of one folder's file by another's that do not go to a lower
 * layer or its own. A file at the root of `dir` is in layer -1, below them all; `entries` are above them all.
 */
function outOfLayer(dir: string, layers: string[][], entries: string[] = []): string[] {
  const layerOf = (file: string) =>
    entries.includes(file) ? layers.length : path.dirname(file) === dir ? -1 : layers.findIndex((layer) => layer.includes(folderIn(dir, file)))
  const inDir = [...graph.keys()].filter((file) => isIn(dir, file))
  const unlayered = inDir.filter((file) => layerOf(file) === -1 && path.dirname(file) !== dir).map((file) => `${relative(file)} is in no layer`)
  const up = inDir.flatMap((file) =>
    graph
      .get(file)!
      .filter((imported) => isIn(dir, imported) && folderIn(dir, imported) !== folderIn(dir, file) && layerOf(imported) > layerOf(file))
      .map((imported) => `${relative(file)} imports ${relative(imported)}`),
  )
  return [...unlayered, ...up]
}

describe("the core", () => {
  const coreFiles = [...graph.keys()].filter((file) => isIn(coreDir, file))

  it("imports nothing of Gatsby", () => {
    const gatsby = coreFiles.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => /^gatsby($|[-/])/.test(specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    )
    expect(gatsby).toEqual([])
  })

  it("imports of the site's code outside it only src/lib, the logic the browser shares", () => {
    const outside = coreFiles.flatMap((file) =>
      graph
        .get(file)!
        .filter((imported) => !isIn(coreDir, imported) && !isIn(path.join(root, "src/lib"), imported))
        .map((imported) => `${relative(file)} imports ${relative(imported)}`),
    )
    expect(outside).toEqual([])
  })

  it("is reached through its entries, but by its own tests", () => {
    const deep = [...graph].flatMap(([file, imports]) =>
      isIn(coreDir, file) || isIn(path.join(root, "__tests__/core"), file)
        ? []
        : imports
            .filter((imported) => isIn(coreDir, imported) && !coreEntries.includes(imported))
            .map((imported) => `${relative(file)} imports ${relative(imported)}`),
    )
    expect(deep).toEqual([])
  })

  it("gives the browser nothing that needs Node", () => {
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      runtimeSpecifiersOf(file)
        .flatMap((specifier) => resolved(file, specifier) ?? [])
        .forEach(visit)
    }
    visit(path.join(coreDir, "browser.ts"))
    const node = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
    const needsNode = [...reached].flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => node.has(specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    )
    expect(needsNode).toEqual([])
  })

  it("names every folder in a layer and imports only downwards", () => {
    expect(outOfLayer(coreDir, coreLayers, coreEntries)).toEqual([])
  })
})

describe("the Gatsby adapter, src/gatsby", () => {
  it("names every folder in a layer and imports only downwards", () => {
    expect(outOfLayer(adapterDir, adapterLayers)).toEqual([])
  })
})

it("has no file that imports itself through others", () => {
  const circles: string[] = []
  const state = new Map<string, "visiting" | "done">()
  const trail: string[] = []
  const visit = (file: string) => {
    state.set(file, "visiting")
    trail.push(file)
    for (const imported of graph.get(file) ?? []) {
      if (state.get(imported) === "visiting") circles.push([...trail.slice(trail.indexOf(imported)), imported].map(relative).join(" -> "))
      else if (!state.has(imported)) visit(imported)
    }
    trail.pop()
    state.set(file, "done")
  }
  for (const file of graph.keys()) if (!state.has(file)) visit(file)
  expect(circles).toEqual([])
})
