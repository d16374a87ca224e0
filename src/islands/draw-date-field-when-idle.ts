/**
 * Chromium draws the first date field of a page slowly: with the processor slowed 4x, 25-45 ms, then 4-10 ms for each
 * after it. A page whose dialog holds one draws one, unseen, once the browser is idle, so that the tap that opens the
 * dialog does not pay for it (docs/decisions/islands-on-preact.md). Safari, which has no requestIdleCallback, is left
 * as it is: this was measured in Chromium only.
 */
export function drawDateFieldWhenIdle(document: Document) {
  if (!("requestIdleCallback" in window)) return
  requestIdleCallback(() => {
    const field = document.createElement("input")
    field.type = "date"
    field.tabIndex = -1
    field.setAttribute("aria-hidden", "true")
    field.style.cssText = "position: fixed; opacity: 0; pointer-events: none"
    document.body.append(field)
    field.getBoundingClientRect()
    field.remove()
  })
}
