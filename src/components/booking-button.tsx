import React, { useEffect, useState } from "react"
import { useNavigation } from "../hooks/use-navigation"
import { ButtonLink } from "./button-link"
import * as buttons from "./button-link.module.scss"

type BookingDialogComponent = typeof import("./booking-dialog").BookingDialog

// Formik and the dialog are fetched when the visitor first asks for them, not with every page.
const loadDialog = () => import("./booking-dialog").then((module) => module.BookingDialog)

interface BookingButtonProps {
  label: string
}

/**
 * In the HTML this is the header's booking link (to /contact), so it leads somewhere useful without JavaScript; once the page is
 * interactive it becomes the button that opens the booking dialog (the dialog gives focus back to it on close).
 */
export function BookingButton({ label }: BookingButtonProps) {
  const [interactive, setInteractive] = useState(false)
  const [Dialog, setDialog] = useState<BookingDialogComponent | null>(null)
  const [open, setOpen] = useState(false)
  const { headerAction } = useNavigation()

  useEffect(() => setInteractive(true), [])

  const openDialog = async () => {
    const component = await loadDialog()
    setDialog(() => component)
    setOpen(true)
  }

  const close = () => setOpen(false)

  if (!interactive) return <ButtonLink to={headerAction.to}>{label}</ButtonLink>
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary}`}
        aria-haspopup="dialog"
        onClick={openDialog}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
      >
        {label}
      </button>
      {Dialog && <Dialog open={open} onClose={close} />}
    </>
  )
}
