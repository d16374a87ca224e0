import React from "react"
import type { IconNode } from "lucide"
import * as styles from "./line-icon.module.scss"

interface LineIconProps {
  /** A lucide icon's drawing, as the lucide package exports it: `import Clock from "lucide/dist/esm/icons/clock.mjs"`. */
  icon: IconNode
  /** Its class, as lucide names it: "lucide-clock". */
  name: string
  size: number
}

/**
 * A decorative lucide icon drawn from its data, for islands: lucide-react's own components bring 2.5 KB of compressed
 * code to every page that hydrates one, where an island needs only the drawing. It looks as lucide-react's do; its
 * stroke is styled in CSS, since an island renders with Preact's own attribute names in the browser (no strokeWidth).
 */
export function LineIcon({ icon, name, size }: LineIconProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" className={`lucide ${name} ${styles.icon}`} aria-hidden="true">
      {icon.map(([tag, attributes], index) => React.createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
