import { expect, type Locator, type Page } from "@playwright/test"
import { digitsOf, readContent } from "./content"
import { gotoInteractive } from "./interactive"

export interface BookingCopy {
  title: string
  labels: { name: string; email: string; date: string; message: string; phone: string }
  submit: string
  cancel: string
  errors: Record<string, string>
  blockedLink: string
  messageLabels: { heading: string; name: string; email: string; date: string; message: string; phone: string }
}

const site = readContent<{ booking: BookingCopy; phones: { whatsapp: string } }>("site.yaml")

/** The booking dialog's words, the hero button that opens it and the clinic's WhatsApp address, from the content. */
export const booking = site.booking
export const bookingLabel = readContent<{ hero: { bookingLabel: string } }>("pages/home.yaml").hero.bookingLabel
export const whatsappAddress = `https://wa.me/${digitsOf(site.phones.whatsapp)}`

export async function openBooking(page: Page): Promise<{ button: Locator; dialog: Locator }> {
  await gotoInteractive(page, "/")
  const button = page.getByRole("button", { name: bookingLabel })
  await button.click()
  const dialog = page.getByRole("dialog", { name: booking.title })
  await expect(dialog).toBeVisible()
  return { button, dialog }
}

export interface BookingEntry {
  name: string
  email: string
  date: string
  message?: string
  phone: string
}

export async function fillBooking(dialog: Locator, entry: BookingEntry) {
  await dialog.getByLabel(booking.labels.name).fill(entry.name)
  await dialog.getByLabel(booking.labels.email).fill(entry.email)
  await dialog.getByLabel(booking.labels.date).fill(entry.date)
  if (entry.message !== undefined) await dialog.getByLabel(booking.labels.message).fill(entry.message)
  await dialog.getByLabel(booking.labels.phone).fill(entry.phone)
}
