import React, { useEffect } from "react"
import { useBrowserValue } from "../hooks/use-browser-value"
import { splitLocalizedPath } from "../lib/locales"
import { similarPages, type TitledPage } from "../lib/similar-pages"
import * as styles from "./not-found-suggestions.module.scss"

export interface NotFoundSuggestionsProps {
  /** Every page of the 404 page's language, with its address and title. */
  pages: readonly TitledPage[]
  heading: string
}

/**
 * An island on the page of an unknown address: it logs the address asked for, and offers the pages whose addresses look
 * most like it ("/rasayana" or "/contct" is one tap from its page). The built page is the same for every unknown
 * address, so only the browser knows which one was asked for.
 */
export function NotFoundSuggestions({ pages, heading }: NotFoundSuggestionsProps) {
  const pathname = useBrowserValue(() => window.location.pathname, null)
  useEffect(() => {
    if (pathname !== null) console.error("404 Error: User attempted to access non-existent route:", pathname)
  }, [pathname])
  const suggestions = pathname === null ? [] : similarPages(splitLocalizedPath(pathname).route, pages)
  if (suggestions.length === 0) return null
  return (
    <nav className={styles.suggestions} aria-labelledby="suggestions">
      <h2 id="suggestions">{heading}</h2>
      <ul>
        {suggestions.map(({ path, title }) => (
          <li key={path}>
            <a href={path}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
