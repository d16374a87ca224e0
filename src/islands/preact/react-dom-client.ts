// What "react-dom/client" is in the islands' bundle: Preact's hydrate, with React's arguments.
import { hydrate, type ComponentChild } from "preact"

export function hydrateRoot(container: Element, element: ComponentChild) {
  hydrate(element, container)
}
