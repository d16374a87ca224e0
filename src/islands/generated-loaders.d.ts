import type { ComponentType } from "react"
import type { IslandName } from "./islands"

/**
 * An island's component, whatever its props: the browser hands it the props the build wrote into the page. Written at
 * bundle time from the registry, src/islands/islands.ts (core/outputs/islands/island-loaders.ts).
 */
export declare const loadIsland: (name: IslandName) => Promise<ComponentType<object>>
