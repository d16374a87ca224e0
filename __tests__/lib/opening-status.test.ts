import { fillTemplate } from "../../src/lib/fill-template"
import { keepsClinicTime, openingStatus, upcomingClosures } from "../../src/lib/opening-status"
import { closureLine, openingStatusLine, type OpeningStatusWords } from "../../src/lib/opening-status-line"
import { contentIn } from "../support/page-content"
import type { OpeningHours } from "../../src/lib/hours"

/** An instant given as the clock reads in India (IST is UTC+5:30, with no daylight saving). */
const india = (local: string) => new Date(`${local}:00+05:30`)

// Monday to Saturday 9:00-19:00, Sunday 10:00-14:00, as the specification gives them.
const hours: OpeningHours[] = [
  { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "09:00", closes: "19:00" },
  { dayOfWeek: ["Sunday"], opens: "10:00", closes: "14:00" },
]

describe("whether the centre is open", () => {
  it.each([
    ["2026-11-23T08:59", { open: false, opens: { date: "2026-11-23", day: "Monday", time: "09:00", inDays: 0 } }],
    ["2026-11-23T09:00", { open: true, closes: "19:00" }],
    ["2026-11-25T12:30", { open: true, closes: "19:00" }],
    ["2026-11-28T18:59", { open: true, closes: "19:00" }],
    ["2026-11-28T19:00", { open: false, opens: { date: "2026-11-29", day: "Sunday", time: "10:00", inDays: 1 } }],
    ["2026-11-29T10:00", { open: true, closes: "14:00" }],
    ["2026-11-29T14:00", { open: false, opens: { date: "2026-11-30", day: "Monday", time: "09:00", inDays: 1 } }],
    ["2026-11-29T00:30", { open: false, opens: { date: "2026-11-29", day: "Sunday", time: "10:00", inDays: 0 } }],
  ])("at %s in India", (local, expected) => {
    expect(openingStatus(india(local), hours)).toEqual(expected)
  })

  it("opens and closes by each day's own hours, every day of the week", () => {
    const days = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]
    expect(days.map((date) => openingStatus(india(`${date}T13:00`), hours).open)).toEqual([true, true, true, true, true, true, true])
    expect(days.map((date) => openingStatus(india(`${date}T15:00`), hours).open)).toEqual([true, true, true, true, true, true, false])
  })

  it("is closed through a closure, with its note, and opens on the first ordinary day after it", () => {
    const diwali = { from: "2026-11-08", to: "2026-11-10", note: "Diwali" }
    expect(openingStatus(india("2026-11-09T11:00"), hours, [diwali])).toEqual({
      open: false,
      closure: diwali,
      opens: { date: "2026-11-11", day: "Wednesday", time: "09:00", inDays: 2 },
    })
    expect(openingStatus(india("2026-11-07T20:00"), hours, [diwali]).open).toBe(false)
    expect(openingStatus(india("2026-11-07T20:00"), hours, [diwali])).toMatchObject({ opens: { date: "2026-11-11" } })
    expect(openingStatus(india("2026-11-11T09:30"), hours, [diwali])).toEqual({ open: true, closes: "19:00" })
  })

  it("answers by India's clock for a visitor anywhere: one instant is one status", () => {
    // 20:00 in New York on Sunday is 06:30 on Monday in India: closed, opening at 9:00 that morning.
    const instant = new Date("2026-11-23T01:00:00Z")
    expect(openingStatus(instant, hours)).toEqual({ open: false, opens: { date: "2026-11-23", day: "Monday", time: "09:00", inDays: 0 } })
    expect(keepsClinicTime(instant, "America/New_York")).toBe(false)
    expect(keepsClinicTime(instant, "Asia/Kolkata")).toBe(true)
    expect(keepsClinicTime(instant, "Asia/Calcutta")).toBe(true)
  })

  it("reads the site's own hours", () => {
    const site = contentIn<{ hours: OpeningHours[] }>("site.yaml")
    const monday = site.hours.find(({ dayOfWeek }) => dayOfWeek.includes("Monday"))!
    expect(openingStatus(india(`2026-11-23T${monday.opens}`), site.hours)).toEqual({ open: true, closes: monday.closes })
  })
})

describe("closures to announce", () => {
  const closures = [
    { from: "2026-12-25", note: "Christmas" },
    { from: "2026-11-08", to: "2026-11-10", note: "Diwali" },
    { from: "2026-10-02", note: "Gandhi Jayanti" },
  ]

  it("are those on today or starting within fourteen days, soonest first", () => {
    expect(upcomingClosures(india("2026-10-25T10:00"), closures).map(({ note }) => note)).toEqual(["Diwali"])
    expect(upcomingClosures(india("2026-11-10T18:00"), closures).map(({ note }) => note)).toEqual(["Diwali"])
    expect(upcomingClosures(india("2026-11-11T08:00"), closures)).toEqual([])
    expect(upcomingClosures(india("2026-12-11T08:00"), closures).map(({ note }) => note)).toEqual(["Christmas"])
    expect(upcomingClosures(india("2026-12-10T08:00"), closures)).toEqual([])
  })
})

describe("the line a visitor reads", () => {
  const words = (locale: "en" | "mr" | "hi") => contentIn<{ openingStatus: OpeningStatusWords }>("site.yaml", locale).openingStatus

  it("says when an open centre closes, and when a closed one opens: today, tomorrow or on a weekday", () => {
    const en = words("en")
    const line = (local: string) => openingStatusLine(openingStatus(india(local), hours), en, "en", true)
    expect(line("2026-11-23T10:00")).toBe(fillTemplate(en.open, { time: "7:00\u00a0PM" }))
    expect(line("2026-11-23T07:00")).toBe(fillTemplate(en.closed, { day: "today", time: "9:00\u00a0AM" }))
    expect(line("2026-11-28T20:00")).toBe(fillTemplate(en.closed, { day: "tomorrow", time: "10:00\u00a0AM" }))
    const closedTillThursday = openingStatus(india("2026-11-23T20:00"), hours, [{ from: "2026-11-24", to: "2026-11-25", note: "Holiday" }])
    expect(openingStatusLine(closedTillThursday, en, "en", true)).toBe(fillTemplate(en.closed, { day: "Thursday", time: "9:00\u00a0AM" }))
  })

  it("names the closure on a closure day, and says India time to a visitor abroad", () => {
    const en = words("en")
    const status = openingStatus(india("2026-11-09T11:00"), hours, [{ from: "2026-11-08", to: "2026-11-10", note: "Diwali" }])
    expect(openingStatusLine(status, en, "en", false)).toBe(
      `${fillTemplate(en.closedFor, { note: "Diwali", day: "Wednesday", time: "9:00\u00a0AM" })} (${en.indiaTime})`,
    )
  })

  it("is in the page's language and digits", () => {
    const mr = words("mr")
    expect(openingStatusLine(openingStatus(india("2026-11-28T20:00"), hours), mr, "mr", true)).toBe(
      fillTemplate(mr.closed, { day: "उद्या", time: "सकाळ\u00a0१०:००" }),
    )
    expect(closureLine({ from: "2026-11-08", to: "2026-11-10", note: "दिवाळी" }, mr, "mr")).toBe(
      fillTemplate(mr.closureNotice, { dates: "८ – १० नोव्हेंबर", note: "दिवाळी" }),
    )
    expect(closureLine({ from: "2026-12-25", note: "Christmas" }, words("en"), "en")).toBe(
      fillTemplate(words("en").closureNotice, { dates: "25 December", note: "Christmas" }),
    )
  })
})
