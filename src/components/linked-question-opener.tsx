import { useEffect } from "react"

/** The id an address's #fragment names, as written where it is not percent-encoded whole (/faq#%E0%A4). */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/** Opens the question the address points at, if it points at one. */
function openLinkedQuestion() {
  const target = window.location.hash && document.getElementById(fragmentId(window.location.hash))
  if (target instanceof HTMLDetailsElement) target.open = true
}

/**
 * An island on /faq that renders nothing: a link to /faq#a-question opens that question's <details> (browsers only
 * scroll to it), when the page loads and on each jump within the page.
 */
export function LinkedQuestionOpener() {
  useEffect(() => {
    openLinkedQuestion()
    window.addEventListener("hashchange", openLinkedQuestion)
    return () => window.removeEventListener("hashchange", openLinkedQuestion)
  }, [])
  return null
}
