import "@testing-library/jest-dom"
import { TextEncoder } from "util"

// jsdom lacks TextEncoder, which React's server renderer needs where a test hydrates HTML rendered as at build time.
globalThis.TextEncoder ??= TextEncoder

// jsdom has no modal dialogs. These stand-ins keep only their state, so components can be rendered; what the browser
// does with them (focus, Escape, the inert page, the top layer) is tested in Chromium (e2e/). A test that
// asks for Node's environment (React's server stream) has no DOM to add them to.
if (typeof window !== "undefined") installDialogStandIns()

// jsdom lays nothing out, so it has nothing to scroll; where a field is scrolled into view is tested in Chromium.
if (typeof window !== "undefined") Element.prototype.scrollIntoView = () => {}

function installDialogStandIns() {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "")
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return
      this.removeAttribute("open")
      this.dispatchEvent(new Event("close"))
    },
  })
}
