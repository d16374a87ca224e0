import fs from "fs"
import path from "path"
import type { Plugin } from "esbuild"

// The browser fetches each island's code only on a page that holds it, by a dynamic import per island. Those imports
// are written here, at bundle time, from the one registry of islands (src/islands/islands.ts), so that adding an
// island is its component and one line there. An island's name is its component's file name in src/components.

const registryFile = path.resolve("src/islands/islands.ts")

/** The islands of the registry, as written in it: `"booking-dialog": BookingDialog,`. */
export function registeredIslands(source = fs.readFileSync(registryFile, "utf8")): { name: string; component: string }[] {
  const body = /export const islands = \{([\s\S]*?)\n\}/.exec(source)?.[1]
  if (!body) throw new Error(`${path.relative(process.cwd(), registryFile)} has no "export const islands = { ... }"`)
  return [...body.matchAll(/^\s*"([a-z0-9-]+)": (\w+),?$/gm)].map(([, name, component]) => ({ name, component }))
}

/** The module src/islands/start-islands.ts imports as "./generated-loaders": each island's code, fetched when a page holds it. */
export function loadersModule(islands: readonly { name: string; component: string }[]): string {
  const loaders = islands.map(
    ({ name, component }) => `  ${JSON.stringify(name)}: () => import("../components/${name}").then((module) => module.${component}),`,
  )
  return `const loaders = {\n${loaders.join("\n")}\n}\nexport const loadIsland = (name) => loaders[name]()\n`
}

/** Gives the islands' bundle its "./generated-loaders", written from the registry. */
export const islandLoaders: Plugin = {
  name: "island-loaders",
  setup(build) {
    build.onResolve({ filter: /^\.\/generated-loaders$/ }, ({ importer }) =>
      path.dirname(importer) === path.dirname(registryFile)
        ? { path: path.join(path.dirname(registryFile), "generated-loaders.js"), namespace: "island-loaders" }
        : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: "island-loaders" }, () => ({
      contents: loadersModule(registeredIslands()),
      loader: "js",
      resolveDir: path.dirname(registryFile),
    }))
  },
}
