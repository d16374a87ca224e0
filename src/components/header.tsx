import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
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
 * opens on the first tap before the scripts arrive and with JavaScript off, closes on Escape or a tap outside, and
 * gives focus back to the button. React's only part is to close it when a link is chosen.
 */
export function Header({ currentPath }: HeaderProps) {
  const site = useSite()
  const locale = useLocale()
  const navigation = useNavigation()
  const navRef = useRef<HTMLElement>(null)

  const closeMenu = () => {
    navRef.current?.togglePopover(false)
  }
  useEffect(closeMenu, [currentPath])

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={localizedPath("/", locale)} className={styles.logo}>
          <span className={styles.logoName}>{site.logoText}</span>
          <span className={styles.logoSubtext}>{site.logoSubtext}</span>
        </Link>
        <button type="button" className={styles.menuToggle} popovertarget={navId}>
          <Menu aria-hidden="true" size={22} />
          <span>{site.ui.menu}</span>
        </button>
        <nav ref={navRef} id={navId} aria-label={site.ui.mainNavigation} className={styles.nav} popover="auto">
          <button type="button" className={styles.menuClose} popovertarget={navId} popovertargetaction="hide">
            <X aria-hidden="true" size={22} />
            <span>{site.ui.closeMenu}</span>
          </button>
          <ul className={styles.links}>
            {navigation.header.map(({ label, to }) => {
              const current = isCurrentPath(currentPath, to)
              return (
                <li key={to}>
                  <Link
                    to={to}
                    className={current ? `${styles.link} ${styles.current}` : styles.link}
                    aria-current={current ? "page" : undefined}
                    onClick={closeMenu}
                  >
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
          <Link to={navigation.headerAction.to} className={styles.action} onClick={closeMenu}>
            {navigation.headerAction.label}
          </Link>
        </nav>
      </div>
    </header>
  )
}
