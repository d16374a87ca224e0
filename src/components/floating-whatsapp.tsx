import React, { useEffect, useState } from "react"
import { MessageCircle } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import { fillTemplate } from "../lib/fill-template"
import { localizeDigits } from "../lib/locales"
import { whatsappLink } from "../lib/whatsapp"
import * as styles from "./floating-whatsapp.module.scss"

/**
 * A WhatsApp button that stays in reach on phones. It steps aside while the footer is on screen, so it never
 * covers the footer's links, and the open booking dialog sits above it.
 */
export function FloatingWhatsapp() {
  const site = useSite()
  const locale = useLocale()
  const [footerVisible, setFooterVisible] = useState(false)

  useEffect(() => {
    const footer = document.querySelector("footer")
    if (!footer || !("IntersectionObserver" in window)) return
    const observer = new IntersectionObserver(([entry]) => setFooterVisible(entry.isIntersecting))
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])

  return (
    <a
      href={whatsappLink(site.phones.whatsapp, site.whatsappGreetings.question)}
      className={styles.floating}
      data-hidden={footerVisible}
      aria-hidden={footerVisible || undefined}
      tabIndex={footerVisible ? -1 : undefined}
      aria-label={fillTemplate(site.ui.whatsappChat, { phone: localizeDigits(site.phones.whatsapp, locale) })}
    >
      <MessageCircle aria-hidden="true" size={28} />
    </a>
  )
}
