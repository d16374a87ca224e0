import React from "react"
import { act, render, screen } from "@testing-library/react"
import { ClosureNotice } from "../../src/components/closure-notice"
import { OpeningStatus } from "../../src/components/opening-status"
import { fillTemplate } from "../../src/lib/fill-template"
import { formatTime, type OpeningHours } from "../../src/lib/hours"
import type { Closure } from "../../src/lib/opening-status"
import type { OpeningStatusWords } from "../../src/lib/opening-status-line"
import { contentIn } from "../support/page-content"

const site = contentIn<{ hours: OpeningHours[]; openingStatus: OpeningStatusWords }>("site.yaml")
const monday = site.hours.find(({ dayOfWeek }) => dayOfWeek.includes("Monday"))!

/** A moment given as India's clock reads it. */
const india = (local: string) => new Date(`${local}:00+05:30`)

/** The island's props as the pages give them, from site.yaml. */
const times = (closures: Closure[] = []) => ({ hours: site.hours, closures, words: site.openingStatus, locale: "en" as const })

function renderAt(now: Date, ui: React.ReactElement) {
  jest.useFakeTimers({ now })
  return render(ui)
}

afterEach(() => jest.useRealTimers())

describe("OpeningStatus", () => {
  it("says the centre is open and when it closes, by the hours in site.yaml, as plain text rather than a live region", () => {
    const { container } = renderAt(india(`2026-11-23T${monday.opens}`), <OpeningStatus {...times()} />)
    const line = fillTemplate(site.openingStatus.open, { time: formatTime(monday.closes) })
    expect(container.textContent).toContain(line)
    expect(container.querySelector("[aria-live], [role=status], [role=alert]")).toBeNull()
  })

  it("changes to closed when the closing minute passes, without the page being reloaded", () => {
    const minuteBefore = new Date(india(`2026-11-23T${monday.closes}`).getTime() - 60_000)
    const { container } = renderAt(minuteBefore, <OpeningStatus {...times()} />)
    expect(container.querySelector("p")).toHaveAttribute("data-open", "true")
    act(() => jest.advanceTimersByTime(60_000))
    expect(container.querySelector("p")).toHaveAttribute("data-open", "false")
  })

  it("says a closure's note on a closure day", () => {
    const { container } = renderAt(india(`2026-11-23T${monday.opens}`), <OpeningStatus {...times([{ from: "2026-11-23", to: null, note: "Holiday" }])} />)
    expect(container).toHaveTextContent(/Holiday/)
    expect(container.querySelector("p")).toHaveAttribute("data-open", "false")
  })
})

describe("ClosureNotice", () => {
  const closures = [{ from: "2026-12-25", to: null, note: "Christmas" }]

  it("announces a closure within two weeks", () => {
    renderAt(india("2026-12-12T10:00"), <ClosureNotice {...times(closures)} builtAt="2026-12-12T04:00:00Z" />)
    expect(screen.getByText(fillTemplate(site.openingStatus.closureNotice, { dates: "25 December", note: "Christmas" }))).toBeInTheDocument()
  })

  it("shows nothing when no closure is within two weeks", () => {
    const { container } = renderAt(india("2026-12-01T10:00"), <ClosureNotice {...times(closures)} builtAt="2026-12-01T04:00:00Z" />)
    expect(container).toBeEmptyDOMElement()
  })

  it("brings the build's list up to date in the browser: a closure that came within two weeks since the build shows", () => {
    renderAt(india("2026-12-12T10:00"), <ClosureNotice {...times(closures)} builtAt="2026-11-20T04:00:00Z" />)
    expect(screen.getByText(/Christmas/)).toBeInTheDocument()
  })
})
