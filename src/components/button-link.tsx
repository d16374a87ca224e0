import React from "react"
import * as styles from "./button-link.module.scss"

interface ButtonLinkProps {
  to: string
  variant?: "primary" | "outline" | "whatsapp"
  children: React.ReactNode
  className?: string
  /** The id of the dialog this link opens once the page's script runs (src/islands/dialog-commands.ts). */
  opensDialog?: string
}

/** A link that looks like a button. */
export function ButtonLink({ to, variant = "primary", children, className, opensDialog }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(" ")
  return (
    <a href={to} className={classes} data-opens-dialog={opensDialog}>
      {children}
    </a>
  )
}
