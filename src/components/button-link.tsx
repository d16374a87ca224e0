import React from "react"
import { Link } from "gatsby"
import * as styles from "./button-link.module.scss"

interface ButtonLinkProps {
  to: string
  variant?: "primary" | "outline" | "whatsapp"
  children: React.ReactNode
  className?: string
}

/** A link that looks like a button: internal routes go through Gatsby's Link, other addresses are plain anchors. */
export function ButtonLink({ to, variant = "primary", children, className }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ")
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    )
  }
  return (
    <a href={to} className={classes}>
      {children}
    </a>
  )
}
