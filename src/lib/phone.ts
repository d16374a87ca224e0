/** "+91 90000 00001" -> "919000000001": the digits wa.me and tel: links need. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "")
}

/** A tel: link that dials the number from any country. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`
}
