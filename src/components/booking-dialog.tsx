import React, { useEffect, useLayoutEffect, useRef, useState } from "react"
import { Form, Formik, useFormikContext } from "formik"
import { X } from "lucide-react"
import { useLocale } from "../hooks/use-locale"
import { useSite } from "../hooks/use-site"
import {
  bookingFields,
  emptyBooking,
  localIsoDate,
  messageMaxLength,
  validateBooking,
  type BookingValues,
} from "../lib/booking"
import { composeBookingMessage } from "../lib/booking-message"
import { localizeDigits } from "../lib/locales"
import { whatsappLink } from "../lib/whatsapp"
import { BookingField, bookingFieldId } from "./booking-field"
import * as buttons from "./button-link.module.scss"
import * as styles from "./booking-dialog.module.scss"

/** After a submit that found errors, focus goes to the first field that is wrong. */
function FocusFirstError() {
  const { submitCount, validateForm } = useFormikContext<BookingValues>()
  useEffect(() => {
    if (submitCount === 0) return
    // Ask for the errors rather than reading them from render state, which may lag behind the submit.
    validateForm().then((errors) => {
      const first = bookingFields.find((field) => errors[field])
      const control = first && document.getElementById(bookingFieldId(first))
      if (!control) return
      // Focus alone scrolls only the control into view, and the dialog is scrolled down to its Send button by
      // now: the label and hint above a field higher up would stay out of sight. Bring the whole field in.
      control.focus({ preventScroll: true })
      control.closest(`.${styles.field}`)?.scrollIntoView({ block: "nearest" })
    })
    // Only a new submit should move focus; validateForm is a new function on every render.
  }, [submitCount])
  return null
}

function MessageCounter({ id }: { id: string }) {
  const { values } = useFormikContext<BookingValues>()
  const locale = useLocale()
  const over = values.message.length > messageMaxLength
  return (
    <p id={id} className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
      {localizeDigits(`${values.message.length} / ${messageMaxLength}`, locale)}
    </p>
  )
}

interface BookingDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The booking form in the browser's own modal dialog, which keeps focus inside, closes on Escape, makes the page
 * behind inert and gives focus back to the button that opened it. "Send to WhatsApp" opens a wa.me link with the
 * visitor's details as the message; nothing is sent anywhere else. If the browser blocks the new window, the link
 * is offered to tap. Closed, it stays in the page with what was typed, so an Escape or a phone's Back gesture by
 * mistake loses nothing; a booking sent empties it.
 */
export function BookingDialog({ open, onClose }: BookingDialogProps) {
  const site = useSite()
  const locale = useLocale()
  const copy = site.booking
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [blockedLink, setBlockedLink] = useState<string | null>(null)
  const today = localIsoDate(new Date())

  // Opened before paint, so a key pressed the moment it appears reaches it. The platform would focus the first
  // control (the close button); the visitor's first task is the name field.
  useLayoutEffect(() => {
    if (!open) return
    dialogRef.current!.showModal()
    document.getElementById(bookingFieldId(bookingFields[0]))?.focus()
  }, [open])

  const close = () => dialogRef.current?.close()

  const send = (values: BookingValues, resetForm: () => void) => {
    const link = whatsappLink(site.phones.whatsapp, composeBookingMessage(values, copy.messageLabels, locale))
    // Not the "noopener" feature: with it window.open always returns null, and a blocked window could not be told apart.
    const opened = window.open(link, "_blank")
    if (!opened) {
      setBlockedLink(link)
      return
    }
    opened.opener = null
    resetForm()
    close()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="booking-title"
      aria-describedby="booking-intro"
      className={styles.dialog}
      onClose={() => {
        // Its link carries the words as they were when it was blocked; a new send makes a new one.
        setBlockedLink(null)
        onClose()
      }}
    >
      <div className={styles.top}>
        <h2 id="booking-title" className={styles.title}>
          {copy.title}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={site.ui.close}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <p id="booking-intro" className={styles.intro}>
        {copy.intro}
      </p>
      <Formik
        initialValues={emptyBooking}
        // Errors appear after the first "Send", then follow each keystroke. Showing them on blur would move
        // the buttons under a pointer that is on its way to press them.
        validateOnBlur={false}
        validate={(values) => validateBooking(values, today, copy.errors, locale)}
        onSubmit={(values, { resetForm }) => send(values, resetForm)}
      >
        {({ submitCount, isValid }) => (
          <Form noValidate>
            <FocusFirstError />
            {submitCount > 0 && !isValid && <p className={styles.summary}>{copy.errorSummary}</p>}
            <BookingField name="name" label={copy.labels.name} type="text" autoComplete="name" />
            <BookingField name="email" label={copy.labels.email} type="email" autoComplete="email" inputMode="email" />
            <BookingField name="date" label={copy.labels.date} type="date" min={today} />
            <BookingField
              name="message"
              label={copy.labels.message}
              as="textarea"
              hint={copy.hints.message}
              after={<MessageCounter id="booking-message-count" />}
              afterId="booking-message-count"
            />
            <BookingField
              name="phone"
              label={copy.labels.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={copy.hints.phone}
            />
            {blockedLink && (
              <div className={styles.blocked} role="alert">
                <p>{copy.blocked}</p>
                <a href={blockedLink} target="_blank" rel="noopener noreferrer" className={`${buttons.button} ${buttons.whatsapp}`}>
                  {copy.blockedLink}
                </a>
              </div>
            )}
            <div className={styles.actions}>
              <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={close}>
                {copy.cancel}
              </button>
              <button type="submit" className={`${buttons.button} ${buttons.whatsapp}`}>
                {copy.submit}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </dialog>
  )
}
