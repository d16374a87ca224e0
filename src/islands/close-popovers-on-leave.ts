/**
 * A page left for another keeps its open popovers (the phone menu) when the browser keeps it for Back
 * (the back-forward cache); closed as it is left, it comes back as the visitor would expect, as after a link chosen in
 * the menu of an app.
 */
export function closePopoversOnLeave(window: Window) {
  // Where the browser has no popovers, ":popover-open" is not a selector it knows, and the menu is always open.
  if (!("hidePopover" in window.document.documentElement)) return
  window.addEventListener("pagehide", () => {
    for (const popover of window.document.querySelectorAll<HTMLElement>(":popover-open")) popover.hidePopover()
  })
}
