// A modal dialog opened and closed by the platform's invoker commands: <button command="show-modal" commandfor="id">
// and <button command="close" commandfor="id">, with a stand-in for browsers that have none yet.

/**
 * Links that open a dialog once the page's script runs: `<a href="/contact" data-opens-dialog="booking-dialog">`, which
 * leads to /contact without JavaScript, becomes a button that shows the dialog. The dialog keeps the link's address as
 * its `data-fallback`, where its form leads if its island fails (start-islands.ts).
 */
export function upgradeDialogOpeners(root: ParentNode) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-opens-dialog]")) {
    const button = document.createElement("button")
    button.type = "button"
    button.className = link.className
    button.setAttribute("command", "show-modal")
    button.setAttribute("commandfor", link.dataset.opensDialog!)
    button.setAttribute("aria-haspopup", "dialog")
    button.append(...link.childNodes)
    document.getElementById(link.dataset.opensDialog!)?.setAttribute("data-fallback", link.getAttribute("href")!)
    const focused = document.activeElement === link
    link.replaceWith(button)
    if (focused) button.focus()
  }
}

/** The two commands the site uses, where the browser has no invoker commands yet (Chrome before 135, Firefox before 144, Safari before 26.2). */
export function standInForDialogCommands(document: Document) {
  if ("command" in HTMLButtonElement.prototype) return
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null
    if (!button) return
    const dialog = document.getElementById(button.getAttribute("commandfor")!)
    if (!(dialog instanceof HTMLDialogElement)) return
    const command = button.getAttribute("command")
    if (command === "show-modal" && !dialog.open) dialog.showModal()
    else if (command === "close") dialog.close()
  })
}

/** Controls that open the dialog with this id. */
export const openersOf = (dialogId: string) => `[commandfor="${dialogId}"][command="show-modal"]`
