import React from "react"
import { render } from "@testing-library/react"
import { LinkedQuestionOpener } from "../../src/components/linked-question-opener"

/** A page with one question, whose id is written in Devanagari, opened at `hash`. */
function openAt(hash: string) {
  window.history.replaceState(null, "", `/faq${hash}`)
  render(
    <>
      <details id="शुल्क">
        <summary>Fees</summary>
      </details>
      <LinkedQuestionOpener />
    </>,
  )
  return document.getElementById("शुल्क") as HTMLDetailsElement
}

describe("LinkedQuestionOpener", () => {
  it("opens the question a percent-encoded address points at", () => {
    expect(openAt(`#${encodeURIComponent("शुल्क")}`).open).toBe(true)
  })

  it("takes an address cut inside a character (#%E0%A4) as no question, without an error", () => {
    expect(() => openAt("#%E0%A4")).not.toThrow()
    expect(document.getElementById("शुल्क")).toHaveProperty("open", false)
  })
})
