import { formatDays, formatOpeningHours, formatTime } from "../../src/lib/hours"
import { locales } from "../../src/lib/locales"

describe("opening hours", () => {
  it("writes 24-hour times the way the clinic states them", () => {
    expect(formatTime("09:00")).toBe("9:00\u00a0AM")
    expect(formatTime("19:00")).toBe("7:00\u00a0PM")
    expect(formatTime("12:30")).toBe("12:30\u00a0PM")
    expect(formatTime("00:15")).toBe("12:15\u00a0AM")
  })

  it.each(locales)("keeps a time in %s on one line: its spaces do not break", (locale) => {
    for (const time of ["09:00", "14:30", "19:00"]) {
      const written = formatTime(time, locale)
      expect(written).toMatch(/\u00a0/)
      expect(written).not.toMatch(/[^\S\u00a0]/)
    }
  })

  it("joins consecutive days into a range and lists the others", () => {
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])).toBe("Monday-Saturday")
    expect(formatDays(["Sunday"])).toBe("Sunday")
    expect(formatDays(["Monday", "Thursday", "Friday"])).toBe("Monday, Thursday, Friday")
  })

  it("writes a line of opening hours as days and a time range", () => {
    expect(formatOpeningHours({ dayOfWeek: ["Monday", "Tuesday", "Wednesday"], opens: "08:30", closes: "13:00" })).toEqual({
      days: "Monday-Wednesday",
      time: "8:30\u00a0AM - 1:00\u00a0PM",
    })
  })
})
