import { useEffect, useState } from "react"

/**
 * A value only the browser knows (the address asked for, the phone's system, today's date), read once the page has
 * hydrated: until then `built`, what the HTML was built with, so the first render matches the page's HTML. This is
 * React's two-pass render for content that differs between the build and the browser.
 */
export function useBrowserValue<T>(read: () => T, built: T): T {
  const [value, setValue] = useState(built)
  // The second pass, once after hydration (not again when `read` is a new function): the one setState in an effect
  // the rules of hooks are told to allow.
  // eslint-disable-next-line react-hooks/set-state-in-effect, react-hooks/exhaustive-deps
  useEffect(() => setValue(read()), [])
  return value
}
