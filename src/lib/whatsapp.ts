import { phoneDigits } from "./phone"

/** A click-to-chat link that opens WhatsApp addressed to the number, with the text ready to send. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`
}

/** A link that opens WhatsApp asking whom to send the text to: a reader passing a page on to family. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
