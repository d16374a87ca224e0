import React from "react"
import * as styles from "./card-grid.module.scss"

interface CardGridProps {
  children: React.ReactNode
  minWidth?: "narrow" | "wide"
}

/** A responsive list of cards: one column on a phone, as many as fit on wider screens. */
export function CardGrid({ children, minWidth = "narrow" }: CardGridProps) {
  return <ul className={`${styles.grid} ${styles[minWidth]}`}>{children}</ul>
}
