import React from "react"
import { usePageContent } from "../hooks/page-content"
import * as styles from "./language-switcher.module.scss"

/**
 * Plain links to this page in the languages it is also published in, each named in its own script. A page with no
 * translation in a language simply leaves it out.
 */
export function LanguageSwitcher() {
  const { locale, alternates, site } = usePageContent()
  const others = alternates.filter((alternate) => alternate.locale !== locale)
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
