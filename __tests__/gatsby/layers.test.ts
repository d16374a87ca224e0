/** @jest-environment node */
import fs from "fs"
import path from "path"

// src/gatsby's folders as layers, lowest first (docs/architecture.md): a folder imports only from folders before it.
const layers = [
  ["content", "styles"],
  ["pages", "fonts"],
  ["editor", "islands"],
  ["output", "render"],
  ["bootstrap"],
]
const gatsbyDir = path.resolve("src/gatsby")
const layerOf = (folder: string) => layers.findIndex((layer) => layer.includes(folder))

const sourceFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.(ts|tsx|mjs)$/.test(file)).map((file) => path.join(dir, file))

/** The files of src/gatsby a file imports, types included. */
function importsOf(file: string): string[] {
  const specifiers = [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map(([, specifier]) => specifier)
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier)
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
    return found?.startsWith(gatsbyDir) ? [found] : []
  })
}

const folderOf = (file: string) => path.relative(gatsbyDir, file).split(path.sep)[0]
const graph = new Map(sourceFiles(gatsbyDir).map((file) => [file, importsOf(file)]))

describe("src/gatsby", () => {
  it("names every folder in a layer", () => {
    const folders = new Set([...graph.keys()].map(folderOf))
    expect([...folders].filter((folder) => layerOf(folder) === -1)).toEqual([])
  })

  it("imports only downwards, from a folder in a lower layer or its own", () => {
    const upwards = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((imported) => folderOf(imported) !== folderOf(file) && layerOf(folderOf(imported)) >= layerOf(folderOf(file)))
        .map((imported) => `${path.relative(gatsbyDir, file)} imports ${path.relative(gatsbyDir, imported)}`),
    )
    expect(upwards).toEqual([])
  })

  it("has no file that imports itself through others", () => {
    const circles: string[] = []
    const state = new Map<string, "visiting" | "done">()
    const trail: string[] = []
    const visit = (file: string) => {
      state.set(file, "visiting")
      trail.push(file)
      for (const imported of graph.get(file) ?? []) {
        if (state.get(imported) === "visiting") circles.push([...trail.slice(trail.indexOf(imported)), imported].map((each) => path.relative(gatsbyDir, each)).join(" -> "))
        else if (!state.has(imported)) visit(imported)
      }
      trail.pop()
      state.set(file, "done")
    }
    for (const file of graph.keys()) if (!state.has(file)) visit(file)
    expect(circles).toEqual([])
  })
})
