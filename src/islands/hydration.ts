/**
 * When the browser hydrates an island: "load" as soon as the page's script starts the islands (once the page has
 * loaded); "visible" once it comes near the screen (a footer's line is not fetched by a visitor who never scrolls to
 * it); "on-open" when the <dialog> it holds is first opened, its code fetched on the first sign of intent (a pointer
 * over, a focus on or a touch of a control that opens it).
 */
export type Hydration = "load" | "visible" | "on-open"

/**
 * The element an island is rendered in, the attributes that tell the browser what to hydrate in it, and the one the
 * browser adds once it has (which the browser tests wait for).
 */
export const islandElement = "site-island"
export const islandAttributes = { name: "data-island", props: "data-props", hydrate: "data-hydrate", hydrated: "data-hydrated" } as const
