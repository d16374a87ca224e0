import React, { useEffect, useRef, useState } from "react"
import MessageCircle from "lucide/dist/esm/icons/message-circle.mjs"
import { LineIcon } from "./line-icon"
import * as styles from "./floating-whatsapp.module.scss"

/** What a visitor may press or focus. */
const controls = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])"
/** Room kept around the button, so a finger aimed at a control just beside it does not land on it. */
const clearance = 8

/** Whether any control of the page lies under the button's place (its resting place: offsets ignore its transition). */
function coversControl(button: HTMLElement): boolean {
  const left = button.offsetLeft - clearance
  const top = button.offsetTop - clearance
  const right = button.offsetLeft + button.offsetWidth + clearance
  const bottom = button.offsetTop + button.offsetHeight + clearance
  return Array.from(document.querySelectorAll<HTMLElement>(controls)).some(
    (control) =>
      control !== button && Array.from(control.getClientRects()).some((box) => box.right > left && box.left < right && box.bottom > top && box.top < bottom),
  )
}

export interface FloatingWhatsappProps {
  /** The wa.me link with the site's question greeting. */
  href: string
  /** "Chat with us on WhatsApp, +91 …", in the page's language. */
  label: string
}

/**
 * An island: a WhatsApp button that stays in reach on phones and never covers anything the visitor may press: whenever
 * a control (the hero's booking button, a link, the footer's links) is under its place, it steps aside until the page
 * scrolls on. It needs the page's layout to know, so it shows only once hydrated; until then the WhatsApp links on the
 * page serve.
 */
export function FloatingWhatsapp({ href, label }: FloatingWhatsappProps) {
  const ref = useRef<HTMLAnchorElement>(null)
  const [hidden, setHidden] = useState(true)

  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      if (ref.current) setHidden(coversControl(ref.current))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
    }
  }, [])

  return (
    <a
      ref={ref}
      href={href}
      className={styles.floating}
      data-hidden={hidden}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      aria-label={label}
    >
      <LineIcon icon={MessageCircle} name="lucide-message-circle" size={28} />
    </a>
  )
}
