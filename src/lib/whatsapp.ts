import { phoneDigits } from "./phone"

/** A click-to-chat link that opens WhatsApp addressed to the number, with the text ready to send. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(text)}`
}
