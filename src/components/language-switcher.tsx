import React from "react"
import { usePageContent } from "../hooks/page-content"
import * as styles from "./language-switcher.module.scss"

/**
 * Plain links to this page in the languages it is also published in, each named in its own script. A page with no
 * translation in a language simply leaves it out. The page of an unknown address leads to the other languages' home
 * pages, so a reader who landed on a dead link in a language they do not read can still reach their own.
 */
export function LanguageSwitcher() {
  const { locale, alternates, homes, site } = usePageContent()
  const others = (alternates.length > 0 ? alternates : homes).filter((alternate) => alternate.locale !== locale)
  if (others.length === 0) return null
  return (
    <nav aria-label={site.ui.languages} className={styles.languages}>
      <ul>
        {others.map(({ locale: language, path, name }) => (
          <li key={language}>
            <a href={path} lang={language} hrefLang={language}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
