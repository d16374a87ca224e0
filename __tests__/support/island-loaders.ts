import type { ComponentType } from "react"
import { islands, type IslandName } from "../../src/islands/islands"

/**
 * The islands' loaders as Jest gives them to src/islands/start-islands.ts: the build writes them as dynamic imports
 * from the registry (core/outputs/islands/island-loaders.ts, tested on its own); here they hand over the registry's
 * components.
 */
export const loadIsland = async (name: IslandName) => islands[name] as ComponentType<object>
