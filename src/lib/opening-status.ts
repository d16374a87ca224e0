import { week, type OpeningHours } from "./hours"

/** The centre is in Nashik: its hours are India's, wherever the visitor is. */
export const clinicTimeZone = "Asia/Kolkata"

/** Days the centre is closed outside its weekly pattern: a festival, a holiday. */
export interface Closure {
  /** "2026-11-08" */
  from: string
  /** The last day closed; the same day when absent. */
  to?: string | null
  note: string
}

export type OpeningStatus =
  | { open: true; closes: string }
  | {
      open: false
      /** The closure the centre is in today, if that is why it is closed. */
      closure?: Closure
      /** When it opens next, within a fortnight: the date, its weekday, the time, and in how many days (0 is today). */
      opens?: { date: string; day: string; time: string; inDays: number }
    }

/** The date, weekday and minute of the day at the centre at an instant. */
function clinicMoment(now: Date): { date: string; day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: clinicTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, day: parts.weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/** Today's date at the centre, "2026-11-23", whatever the time zone of the computer asking. */
export function clinicDate(now: Date): string {
  return clinicMoment(now).date
}

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

function weekdayOf(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return week[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function closureOn(date: string, closures: readonly Closure[]): Closure | undefined {
  return closures.find(({ from, to }) => from <= date && date <= (to ?? from))
}

/** A day's opening times, in order (a day may appear in more than one line of the hours). */
function timesOn(day: string, hours: readonly OpeningHours[]): OpeningHours[] {
  return hours.filter(({ dayOfWeek }) => dayOfWeek.includes(day)).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
}

/** Whether the centre is open at an instant, by India's clock, and if not, why and when it opens next. */
export function openingStatus(now: Date, hours: readonly OpeningHours[], closures: readonly Closure[] = []): OpeningStatus {
  const today = clinicMoment(now)
  const closure = closureOn(today.date, closures)
  if (!closure) {
    const current = timesOn(today.day, hours).find(({ opens, closes }) => minutesOf(opens) <= today.minutes && today.minutes < minutesOf(closes))
    if (current) return { open: true, closes: current.closes }
  }
  for (let inDays = 0; inDays <= 14; inDays++) {
    const date = addDays(today.date, inDays)
    if (closureOn(date, closures)) continue
    const day = weekdayOf(date)
    const next = timesOn(day, hours).find(({ opens }) => inDays > 0 || minutesOf(opens) > today.minutes)
    if (next) return { open: false, closure, opens: { date, day, time: next.opens, inDays } }
  }
  return { open: false, closure }
}

/** The closures that are on today or begin within the next `days` days at the centre, soonest first. */
export function upcomingClosures(now: Date, closures: readonly Closure[], days = 14): Closure[] {
  const today = clinicMoment(now).date
  const horizon = addDays(today, days)
  return closures.filter(({ from, to }) => (to ?? from) >= today && from <= horizon).sort((a, b) => a.from.localeCompare(b.from))
}

/** Whether a time zone's clock reads as India's at an instant (so "India time" need not be said). */
export function keepsClinicTime(now: Date, timeZone: string): boolean {
  const clock = (zone: string) => new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "short", timeStyle: "short" }).format(now)
  return clock(timeZone) === clock(clinicTimeZone)
}
