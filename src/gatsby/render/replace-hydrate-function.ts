import { startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import type { ReactElement } from "react"

/**
 * Hydrates the page as a transition, which React renders in short slices that yield to the browser,
 * instead of one long task that would hold up a tap or a scroll on a slow phone.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
