import React from "react"
import { Island } from "../islands/island"
import { useLocale } from "../hooks/use-locale"
import { useNavigation } from "../hooks/use-navigation"
import { useSite } from "../hooks/use-site"
import { bookingDialogId } from "./booking-dialog"
import { ButtonLink } from "./button-link"

interface BookingButtonProps {
  label: string
}

/**
 * The booking button and its dialog (one per page). In the HTML it is a link (to /contact), so it
 * leads somewhere useful without JavaScript; the page's script makes it the button that opens the dialog, which is in
 * the HTML too (src/islands/dialog-commands.ts), and the dialog's island is hydrated once it is opened.
 */
export function BookingButton({ label }: BookingButtonProps) {
  const site = useSite()
  const locale = useLocale()
  const { headerAction } = useNavigation()
  return (
    <>
      <ButtonLink to={headerAction.to} opensDialog={bookingDialogId}>
        {label}
      </ButtonLink>
      <Island name="booking-dialog" hydrate="on-open" props={{ words: site.booking, closeLabel: site.ui.close, whatsapp: site.phones.whatsapp, locale }} />
    </>
  )
}
