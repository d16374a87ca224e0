import React from "react"
import ArrowRight from "lucide-react/icons/arrow-right"
import { Icon } from "./icon"
import * as styles from "./feature-card.module.scss"

interface FeatureCardProps {
  title: string
  text?: string | null
  icon?: string | null
  link?: { to: string; label: string }
  children?: React.ReactNode
}

/** One card in a CardGrid: an icon, a title, a few words and, optionally, where to read more. */
export function FeatureCard({ title, text, icon, link, children }: FeatureCardProps) {
  return (
    <li className={styles.card}>
      {icon && <Icon name={icon} className={styles.icon} />}
      <h3 className={styles.title}>{title}</h3>
      {text && <p className={styles.text}>{text}</p>}
      {children}
      {link && (
        <a href={link.to} className={styles.link}>
          {link.label}
          <ArrowRight aria-hidden="true" size={18} />
        </a>
      )}
    </li>
  )
}
