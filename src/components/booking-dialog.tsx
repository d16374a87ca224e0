import React, { useEffect, useRef, useState } from "react"
import { Form, Formik, useFormikContext } from "formik"
import X from "lucide/dist/esm/icons/x.mjs"
import { useBrowserValue } from "../hooks/use-browser-value"
import type { SiteFacts } from "../hooks/use-site"
import { bookingFields, emptyBooking, localIsoDate, messageMaxLength, validateBooking, type BookingValues } from "../lib/booking"
import { composeBookingMessage } from "../lib/booking-message"
import { localizeDigits, type Locale } from "../lib/locales"
import { whatsappLink } from "../lib/whatsapp"
import { BookingField, bookingFieldId } from "./booking-field"
import { LineIcon } from "./line-icon"
import * as buttons from "./button-link.module.scss"
import * as styles from "./booking-dialog.module.scss"

export const bookingDialogId = "booking-dialog"

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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount])
  return null
}

function MessageCounter({ id, locale }: { id: string; locale: Locale }) {
  const { values } = useFormikContext<BookingValues>()
  const over = values.message.length > messageMaxLength
  return (
    <p id={id} className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
      {localizeDigits(`${values.message.length} / ${messageMaxLength}`, locale)}
    </p>
  )
}

/**
 * What the form's fields already hold when the island is hydrated: the dialog is in the page's HTML and opens before
 * Formik arrives, so a visitor may have started typing. Empty at build time.
 */
function valuesTyped(): BookingValues {
  if (typeof document === "undefined") return emptyBooking
  const typed = (field: keyof BookingValues) => (document.getElementById(bookingFieldId(field)) as HTMLInputElement | null)?.value ?? ""
  return Object.fromEntries(bookingFields.map((field) => [field, typed(field)])) as unknown as BookingValues
}

/** Today as the visitor's date field counts it, once in the browser (the build's today would be stale by then). */
const useToday = () => useBrowserValue<string | undefined>(() => localIsoDate(new Date()), undefined)

export interface BookingDialogProps {
  /** site.yaml's booking words, in the page's language. */
  words: SiteFacts["booking"]
  closeLabel: string
  /** The centre's WhatsApp number. */
  whatsapp: string
  locale: Locale
}

/**
 * An island: the booking form in the browser's own modal dialog, which keeps focus inside, closes on Escape, makes the
 * page behind inert and gives focus back to the button that opened it. It is in the page's HTML, closed, and its
 * openers and close buttons are the platform's invoker commands (src/islands/dialog-commands.ts), so it opens at the
 * first tap and takes keystrokes while Formik is still on its way; Formik takes over what was typed. "Send to
 * WhatsApp" opens a wa.me link with the visitor's details as the message; nothing is sent anywhere else. If the browser
 * blocks the new window, the link is offered to tap. Closed, it keeps what was typed, so an Escape or a phone's Back
 * gesture by mistake loses nothing; a booking sent empties it.
 */
export function BookingDialog({ words, closeLabel, whatsapp, locale }: BookingDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [initialValues] = useState(valuesTyped)
  const [blockedLink, setBlockedLink] = useState<string | null>(null)
  const today = useToday()

  const send = (values: BookingValues, resetForm: (next: { values: BookingValues }) => void) => {
    const link = whatsappLink(whatsapp, composeBookingMessage(values, words.messageLabels, locale))
    // Not the "noopener" feature: with it window.open always returns null, and a blocked window could not be told apart.
    const opened = window.open(link, "_blank")
    if (!opened) {
      setBlockedLink(link)
      return
    }
    opened.opener = null
    resetForm({ values: emptyBooking })
    dialogRef.current?.close()
  }

  const closeCommand = { type: "button", command: "close", commandfor: bookingDialogId } as const
  return (
    <dialog
      ref={dialogRef}
      id={bookingDialogId}
      aria-labelledby="booking-title"
      aria-describedby="booking-intro"
      className={styles.dialog}
      // Its link carries the words as they were when it was blocked; a new send makes a new one.
      onClose={() => setBlockedLink(null)}
    >
      <div className={styles.top}>
        <h2 id="booking-title" className={styles.title}>
          {words.title}
        </h2>
        <button {...closeCommand} className={styles.close} aria-label={closeLabel}>
          <LineIcon icon={X} name="lucide-x" size={22} />
        </button>
      </div>
      <p id="booking-intro" className={styles.intro}>
        {words.intro}
      </p>
      <Formik
        initialValues={initialValues}
        // Errors appear after the first "Send", then follow each keystroke. Showing them on blur would move
        // the buttons under a pointer that is on its way to press them.
        validateOnBlur={false}
        validate={(values) => validateBooking(values, localIsoDate(new Date()), words.errors, locale)}
        onSubmit={(values, { resetForm }) => send(values, resetForm)}
      >
        {({ submitCount, isValid }) => (
          <Form noValidate>
            <FocusFirstError />
            {submitCount > 0 && !isValid && <p className={styles.summary}>{words.errorSummary}</p>}
            {/* The platform focuses it when the dialog opens (as a <dialog> asks): the visitor's first task is the name. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <BookingField name="name" label={words.labels.name} type="text" autoComplete="name" autoFocus />
            <BookingField name="email" label={words.labels.email} type="email" autoComplete="email" inputMode="email" />
            <BookingField name="date" label={words.labels.date} type="date" min={today} />
            <BookingField
              name="message"
              label={words.labels.message}
              as="textarea"
              hint={words.hints.message}
              after={<MessageCounter id="booking-message-count" locale={locale} />}
              afterId="booking-message-count"
            />
            <BookingField name="phone" label={words.labels.phone} type="tel" autoComplete="tel" inputMode="tel" hint={words.hints.phone} />
            {blockedLink && (
              <div className={styles.blocked} role="alert">
                <p>{words.blocked}</p>
                <a href={blockedLink} target="_blank" rel="noopener noreferrer" className={`${buttons.button} ${buttons.whatsapp}`}>
                  {words.blockedLink}
                </a>
              </div>
            )}
            <div className={styles.actions}>
              <button {...closeCommand} className={`${buttons.button} ${buttons.outline}`}>
                {words.cancel}
              </button>
              <button type="submit" className={`${buttons.button} ${buttons.whatsapp}`}>
                {words.submit}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </dialog>
  )
}
