// HTML's popover attributes and invoker commands, which @types/react 18 does not list yet. They are written in lower
// case so React 18 passes them to the DOM as they are.
import "react"

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
    /** The id of the element the command acts on (src/islands/dialog-commands.ts stands in where browsers lack it). */
    commandfor?: string
    command?: "show-modal" | "close"
  }
}
