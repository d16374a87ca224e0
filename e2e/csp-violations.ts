import type { Page } from "@playwright/test"

/** Collects every CSP violation the page reports, through the console and the DOM event. */
export async function watchCspViolations(page: Page) {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      ;(window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}
