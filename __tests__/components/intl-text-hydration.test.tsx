import React from "react"
import { DateText } from "../../src/components/date-text"
import { OpeningHours } from "../../src/components/opening-hours"
import { PostalAddress } from "../../src/components/postal-address"
import { ReadingTime } from "../../src/components/reading-time"
import { locales } from "../../src/lib/locales"
import { hydrateInPage, pageContent } from "../support/page-content"

/** An older browser's Intl: the same formats, written a little differently from the build's Node. */
function browserWritesDifferently() {
  for (const Format of [Intl.DateTimeFormat, Intl.NumberFormat]) {
    // Intl's format is a getter that returns the formatting function.
    const format = Object.getOwnPropertyDescriptor(Format.prototype, "format")!.get!
    jest.spyOn(Format.prototype as { format: unknown }, "format", "get").mockImplementation(function (this: unknown) {
      const written = format.call(this) as (value: number | Date) => string
      return (value: number | Date) => `${written(value)}~`
    })
  }
  const name = Intl.DisplayNames.prototype.of
  jest.spyOn(Intl.DisplayNames.prototype, "of").mockImplementation(function (this: Intl.DisplayNames, code: string) {
    return `${name.call(this, code)}~`
  })
}

describe.each(locales)("Text Intl writes, on a %s page", (locale) => {
  afterEach(() => jest.restoreAllMocks())

  it.each([
    ["a date", <DateText iso="2026-11-22" />],
    ["a reading time", <ReadingTime minutes={6} />],
    ["the opening hours", <OpeningHours />],
    ["the address, with its country's name", <PostalAddress address={pageContent(locale).site.address} locale={locale} />],
  ])("%s: hydrated without a mismatch, in the browser's words", (_name, ui) => {
    const { container, errors } = hydrateInPage(ui, { locale, meanwhile: browserWritesDifferently })
    expect(errors).toEqual([])
    expect(container.textContent).toContain("~")
  })
})
