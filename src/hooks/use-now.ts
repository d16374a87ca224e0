import { useEffect, useState } from "react"

/**
 * The current time, once the page runs in the browser, and again at each new minute; until then `initial` (null for
 * what only the browser can know, or the build's time for what the HTML should already say).
 */
export function useNow(initial: Date | null = null): Date | null {
  const [now, setNow] = useState(initial)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const tick = () => {
      const current = new Date()
      setNow(current)
      timer = setTimeout(tick, 60_000 - (current.getTime() % 60_000))
    }
    tick()
    return () => clearTimeout(timer)
  }, [])
  return now
}
