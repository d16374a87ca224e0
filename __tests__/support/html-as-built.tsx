import type React from "react"
import { renderToString } from "react-dom/server"

/**
 * A component's HTML as the build writes it. The build renders where there is no window, so Formik uses useEffect;
 * here jsdom's window makes it choose useLayoutEffect, about which React warns on the server. That warning alone is
 * silenced.
 */
export function htmlAsBuilt(ui: React.ReactElement): string {
  const error = console.error
  console.error = (message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) error(message, ...rest)
  }
  try {
    return renderToString(ui)
  } finally {
    console.error = error
  }
}
