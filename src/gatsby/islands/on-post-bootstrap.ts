import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { bundleIslands } from "../../../core"

/** Written before the pages are rendered; src/gatsby/render/on-render-body.tsx imports it. */
export const islandsManifestFile = path.resolve(".cache/islands/manifest.json")

/**
 * The islands' code, bundled once the data is ready and before the server renderer is compiled: the renderer imports
 * the manifest, so a change to an island's code changes the renderer and Gatsby renders every page again with the new
 * file names.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  const manifest = await bundleIslands(path.resolve("public"))
  fs.mkdirSync(path.dirname(islandsManifestFile), { recursive: true })
  fs.writeFileSync(islandsManifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
}
