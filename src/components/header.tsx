import React from "react"
import Menu from "lucide-react/icons/menu"
import X from "lucide-react/icons/x"
import { useLocale } from "../hooks/use-locale"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { localizedPath } from "../lib/locales"
import { isCurrentPath } from "../lib/paths"
import * as styles from "./header.module.scss"

const navId = "site-navigation"

interface HeaderProps {
  currentPath: string
}

/**
 * The logo and the main navigation. On a phone the navigation is an HTML popover opened by the Menu button, so it
 * opens on the first tap with no script at all, closes on Escape or a tap outside, and gives focus back to the button;
 * a link chosen in it loads its page, where the menu is closed.
 */
export function Header({ currentPath }: HeaderProps) {
  const site = useSite()
  const locale = useLocale()
  const navigation = useNavigation()
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href={localizedPath("/", locale)} className={styles.logo}>
          <span className={styles.logoName}>{site.logoText}</span>
          <span className={styles.logoSubtext}>{site.logoSubtext}</span>
        </a>
        <button type="button" className={styles.menuToggle} popovertarget={navId}>
          <Menu aria-hidden="true" size={22} />
          <span>{site.ui.menu}</span>
        </button>
        <nav id={navId} aria-label={site.ui.mainNavigation} className={styles.nav} popover="auto">
          <button type="button" className={styles.menuClose} popovertarget={navId} popovertargetaction="hide">
            <X aria-hidden="true" size={22} />
            <span>{site.ui.closeMenu}</span>
          </button>
          <ul className={styles.links}>
            {navigation.header.map(({ label, to }) => {
              const current = isCurrentPath(currentPath, to)
              return (
                <li key={to}>
                  <a href={to} className={current ? `${styles.link} ${styles.current}` : styles.link} aria-current={current ? "page" : undefined}>
                    {label}
                  </a>
                </li>
              )
            })}
          </ul>
          <a href={navigation.headerAction.to} className={styles.action}>
            {navigation.headerAction.label}
          </a>
        </nav>
      </div>
    </header>
  )
}
