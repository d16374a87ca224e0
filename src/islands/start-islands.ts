import { createElement, type ComponentType } from "react"
import { hydrateRoot } from "react-dom/client"
import { openersOf, standInForDialogCommands, upgradeDialogOpeners } from "./dialog-commands"
import { drawDateFieldWhenIdle } from "./draw-date-field-when-idle"
import { islandAttributes, islandElement, type Hydration } from "./hydration"
import type { IslandName } from "./islands"
import { loadIsland } from "./generated-loaders"

type IslandCode = Promise<ComponentType<object>>

const intentEvents = ["pointerover", "focusin", "touchstart"] as const

/**
 * Until an island is hydrated, a form in it keeps its submit, which would otherwise reload the page with what was
 * typed in its address. The returned function lets it go once the island is hydrated, and sends a kept one; if the
 * island failed, a submit leads instead where its dialog's openers led without JavaScript (the booking form's: /contact),
 * and nothing typed leaves the page.
 */
function holdSubmits(root: HTMLElement): (hydrated: boolean) => void {
  let held = null as HTMLFormElement | null
  const hold = (event: SubmitEvent) => {
    event.preventDefault()
    held = event.target as HTMLFormElement
  }
  root.addEventListener("submit", hold)
  return (hydrated) => {
    if (hydrated) {
      root.removeEventListener("submit", hold)
      return held?.requestSubmit()
    }
    const fallback = root.querySelector("dialog")?.dataset.fallback
    if (!fallback) return
    root.addEventListener("submit", () => window.location.assign(fallback))
    if (held) window.location.assign(fallback)
  }
}

/**
 * Hydrates an island with the props the build gave it, and says whether it could. An island that fails stays as the
 * build rendered it.
 */
async function hydrate(root: HTMLElement, code: IslandCode): Promise<boolean> {
  try {
    const Component = await code
    hydrateRoot(root, createElement(Component, JSON.parse(root.getAttribute(islandAttributes.props)!)))
    root.setAttribute(islandAttributes.hydrated, "")
    return true
  } catch (error) {
    console.error("Unexpected Application Error!", error)
    return false
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

/**
 * Once the island's dialog has opened and been painted; its code is fetched on the first sign of intent to open it,
 * and a date field in it is drawn once, unseen, while the browser is idle.
 */
function whenOpened(root: HTMLElement, fetchCode: () => IslandCode, start: () => void) {
  const dialog = root.querySelector("dialog")!
  // A failed fetch is reported, and tried again, when the dialog opens.
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(openersOf(dialog.id))) fetchCode().catch(() => undefined)
  }
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true })
  const opened = new MutationObserver(() => {
    if (!dialog.open) return
    opened.disconnect()
    for (const type of intentEvents) document.removeEventListener(type, onIntent)
    requestAnimationFrame(() => setTimeout(start))
  })
  opened.observe(dialog, { attributes: true, attributeFilter: ["open"] })
  if (dialog.querySelector('input[type="date"]')) drawDateFieldWhenIdle(root.ownerDocument)
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
    const fetchCode = () =>
      (code ??= loadIsland(name).catch((error: unknown) => {
        code = undefined
        throw error
      }))
    const start = () => hydrate(root, fetchCode()).then(release)
    const when = root.getAttribute(islandAttributes.hydrate) as Hydration
    if (when === "on-open") whenOpened(root, fetchCode, start)
    else if (when === "visible") whenVisible(root, start)
    else start()
  }
}
