import React from "react"
import { Field, useFormikContext } from "formik"
import type { BookingField as FieldName, BookingValues } from "../lib/booking"
import * as styles from "./booking-dialog.module.scss"

export const bookingFieldId = (name: FieldName) => `booking-${name}`

interface BookingFieldProps {
  name: FieldName
  label: string
  type?: "text" | "email" | "date" | "tel"
  as?: "textarea"
  hint?: string
  after?: React.ReactNode
  afterId?: string
  autoComplete?: string
  inputMode?: "tel" | "email" | "text"
  min?: string
  autoFocus?: boolean
}

/** A labelled form control whose hint and error stand beside it and are read out with it. */
export function BookingField({ name, label, hint, after, afterId, ...inputProps }: BookingFieldProps) {
  const { errors, submitCount } = useFormikContext<BookingValues>()
  const id = bookingFieldId(name)
  const error = errors[name]
  const showError = Boolean(error) && submitCount > 0
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = showError ? `${id}-error` : undefined
  const describedBy = [hintId, afterId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <Field id={id} name={name} className={styles.input} aria-invalid={showError} aria-describedby={describedBy} {...inputProps} />
      {after}
      {showError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
