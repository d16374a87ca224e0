// HTML's popover attributes (in every current browser), which @types/react 18 does not list yet. They are written in
// lower case so React 18 passes them to the DOM as they are.
import "react"

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
