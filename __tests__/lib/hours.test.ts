import { formatDays, formatOpeningHours, formatTime } from "../../src/lib/hours"
import { readContent } from "../support/content-data"

describe("opening hours", () => {
  it("writes 24-hour times the way the clinic states them", () => {
    expect(formatTime("09:00")).toBe("9:00 AM")
    expect(formatTime("19:00")).toBe("7:00 PM")
    expect(formatTime("12:30")).toBe("12:30 PM")
    expect(formatTime("00:15")).toBe("12:15 AM")
  })

  it("joins consecutive days into a range and lists the others", () => {
    expect(formatDays(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])).toBe("Monday-Saturday")
    expect(formatDays(["Sunday"])).toBe("Sunday")
    expect(formatDays(["Monday", "Thursday", "Friday"])).toBe("Monday, Thursday, Friday")
  })

  it("shows the hours in site.yaml exactly as the specification gives them", () => {
    const { hours } = readContent<{ hours: { dayOfWeek: string[]; opens: string; closes: string }[] }>("site.yaml")
    expect(hours.map(formatOpeningHours)).toEqual([
      { days: "Monday-Saturday", time: "9:00 AM - 7:00 PM" },
      { days: "Sunday", time: "10:00 AM - 2:00 PM" },
    ])
  })
})
