import { useLayoutEffect, useRef, type RefObject } from "react"

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "textarea:not([disabled])",
  "select:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",")

/** Gatsby renders the page into this element; the dialog renders beside it, into body. */
const pageRootId = "___gatsby"

/**
 * Makes the element a modal: focus moves into it (to its first form field) and cycles inside on Tab, Escape closes it, and the page
 * behind neither scrolls nor takes focus (it is made inert) until it closes.
 */
export function useModal(ref: RefObject<HTMLElement>, onClose: () => void) {
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  // Set up before the dialog is painted, so a key pressed the moment it appears already reaches it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector))
    const page = document.getElementById(pageRootId)
    const previousOverflow = document.body.style.overflow

    page?.setAttribute("inert", "")
    document.body.style.overflow = "hidden"
    // Start where the visitor has something to do: the first form field, else the first control.
    ;(dialog.querySelector<HTMLElement>("input, textarea, select") ?? focusables()[0])?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        closeRef.current()
        return
      }
      if (event.key !== "Tab") return
      const items = focusables()
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      page?.removeAttribute("inert")
      document.body.style.overflow = previousOverflow
    }
  }, [ref])
}
