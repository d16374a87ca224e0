export interface OpeningHours {
  dayOfWeek: readonly string[]
  opens: string
  closes: string
}

/** "09:00" -> "9:00 AM", "19:00" -> "7:00 PM", "12:30" -> "12:30 PM". */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number)
  const period = hours < 12 ? "AM" : "PM"
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, "0")} ${period}`
}

const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

function isConsecutive(days: readonly string[]): boolean {
  return days.every((day, index) => index === 0 || week.indexOf(day) === week.indexOf(days[index - 1]) + 1)
}

/** Consecutive days become a range ("Monday-Saturday"); others are listed ("Monday, Thursday"). */
export function formatDays(days: readonly string[]): string {
  if (days.length > 2 && isConsecutive(days)) return `${days[0]}-${days[days.length - 1]}`
  return days.join(", ")
}

/** One line of the opening hours, as the specification writes it: "Monday-Saturday", "9:00 AM - 7:00 PM". */
export function formatOpeningHours({ dayOfWeek, opens, closes }: OpeningHours): { days: string; time: string } {
  return { days: formatDays(dayOfWeek), time: `${formatTime(opens)} - ${formatTime(closes)}` }
}
