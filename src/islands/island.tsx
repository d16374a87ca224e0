import React from "react"
import { islandAttributes, islandElement, type Hydration } from "./hydration"
import { islands, type IslandName, type IslandProps } from "./islands"

interface IslandRootProps<Name extends IslandName> {
  name: Name
  /** Plain data (they travel in the HTML as JSON): the component's props, the same at build time and in the browser. */
  props: IslandProps<Name>
  hydrate?: Hydration
}

/**
 * An island in the page: its component rendered at build time as any other, inside a <site-island> that names it and
 * carries its props, which the page's one script (src/islands/client.ts) finds and hydrates in the browser.
 */
export function Island<Name extends IslandName>({ name, props, hydrate = "load" }: IslandRootProps<Name>) {
  const attributes = {
    [islandAttributes.name]: name,
    [islandAttributes.props]: JSON.stringify(props),
    [islandAttributes.hydrate]: hydrate,
  }
  return React.createElement(islandElement, attributes, React.createElement(islands[name] as React.ComponentType<object>, props as object))
}
