import { createElement, type ComponentType } from "react"
import { hydrateRoot } from "react-dom/client"
import { openersOf, standInForDialogCommands, upgradeDialogOpeners } from "./dialog-commands"
import { islandAttributes, islandElement, type Hydration } from "./hydration"
import type { IslandName } from "./islands"
import { loadIsland } from "./loaders"

type IslandCode = Promise<ComponentType<object>>

const intentEvents = ["pointerover", "focusin", "touchstart"] as const

/**
 * Until an island is hydrated, a form in it keeps its submit, which would otherwise reload the page with what was
 * typed in its address; the returned function lets it go, and sends it if one was kept.
 */
function holdSubmits(root: HTMLElement): () => void {
  let held = null as HTMLFormElement | null
  const hold = (event: SubmitEvent) => {
    event.preventDefault()
    held = event.target as HTMLFormElement
  }
  root.addEventListener("submit", hold)
  return () => {
    root.removeEventListener("submit", hold)
    held?.requestSubmit()
  }
}

/** Hydrates an island with the props the build gave it. An island that fails stays as the build rendered it. */
async function hydrate(root: HTMLElement, code: IslandCode) {
  try {
    const Component = await code
    hydrateRoot(root, createElement(Component, JSON.parse(root.getAttribute(islandAttributes.props)!)))
    root.setAttribute(islandAttributes.hydrated, "")
  } catch (error) {
    console.error("Unexpected Application Error!", error)
  }
}

/** Once the island comes near the screen (its first element: the island's own takes no box), or at once if it draws nothing. */
function whenVisible(root: HTMLElement, start: () => void) {
  if (!root.firstElementChild) return start()
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      near.disconnect()
      start()
    },
    { rootMargin: "200px" },
  )
  near.observe(root.firstElementChild)
}

/** Once the island's dialog has opened and been painted; its code is fetched on the first sign of intent to open it. */
function whenOpened(root: HTMLElement, fetchCode: () => IslandCode, start: (code: IslandCode) => void) {
  const dialog = root.querySelector("dialog")!
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(openersOf(dialog.id))) fetchCode()
  }
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true })
  const opened = new MutationObserver(() => {
    if (!dialog.open) return
    opened.disconnect()
    for (const type of intentEvents) document.removeEventListener(type, onIntent)
    requestAnimationFrame(() => setTimeout(() => start(fetchCode())))
  })
  opened.observe(dialog, { attributes: true, attributeFilter: ["open"] })
}

/**
 * What the page's one script does for its islands: it makes the dialog openers buttons, then finds each island in the
 * page and hydrates it when its time comes (src/islands/hydration.ts), fetching only the code of the islands the page
 * holds.
 */
export function startIslands(document: Document) {
  upgradeDialogOpeners(document)
  standInForDialogCommands(document)
  for (const root of document.querySelectorAll<HTMLElement>(islandElement)) {
    const name = root.getAttribute(islandAttributes.name) as IslandName
    const release = holdSubmits(root)
    let code: IslandCode | undefined
    const fetchCode = () => (code ??= loadIsland(name))
    const start = () => hydrate(root, fetchCode()).then(release)
    const when = root.getAttribute(islandAttributes.hydrate) as Hydration
    if (when === "on-open") whenOpened(root, fetchCode, start)
    else if (when === "visible") whenVisible(root, start)
    else start()
  }
}
