import React from "react"
import Check from "lucide-react/icons/check"
import * as styles from "./check-list.module.scss"

/** Short points, each behind a tick, in two columns from tablet width: a topic's list section, the doctor's specialisations. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Check aria-hidden="true" size={20} />
          {item}
        </li>
      ))}
    </ul>
  )
}
