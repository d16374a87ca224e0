import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { Menu, X } from "lucide-react"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { isCurrentPath } from "../lib/paths"
import * as styles from "./header.module.scss"

const navId = "site-navigation"

interface HeaderProps {
  currentPath: string
}

export function Header({ currentPath }: HeaderProps) {
  const site = useSite()
  const navigation = useNavigation()
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => setMenuOpen(false), [currentPath])

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <span className={styles.logoName}>{site.logoText}</span>
          <span className={styles.logoSubtext}>{site.logoSubtext}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          data-menu-toggle
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span>Menu</span>
        </button>
        <nav id={navId} aria-label="Main" className={styles.nav} data-open={menuOpen} data-menu>
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
