import React from "react"
import { act, waitFor } from "@testing-library/react"
import { Island } from "../../src/islands/island"
import { startIslands } from "../../src/islands/start-islands"
import { htmlAsBuilt } from "../support/html-as-built"
import { pageContent } from "../support/page-content"

const { site } = pageContent("en")
const times = { hours: site.hours, closures: [], words: site.openingStatus, locale: "en" as const }
const booking = { words: site.booking, closeLabel: site.ui.close, whatsapp: site.phones.whatsapp, locale: "en" as const }

/** A page as the build wrote it, then its one script run over it. */
async function startPage(ui: React.ReactElement) {
  document.body.innerHTML = htmlAsBuilt(ui)
  await act(async () => startIslands(document))
}

/**
 * Jest hydrates with React, which reports an opened dialog's `open` as a difference from the HTML (the browser
 * hydrates with Preact, which does not compare attributes).
 */
function allowOpenDialogInHydration() {
  const error = console.error
  jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("Extra attributes from the server")) error(message, ...rest)
  })
}

const island = (name: string) => document.querySelector(`site-island[data-island="${name}"]`)!

/** jsdom lays nothing out: this stands in for the browser's IntersectionObserver, and brings everything it watches into sight on demand. */
const watched: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
class StandInIntersectionObserver {
  entry: (typeof watched)[number]
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    watched.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    this.entry.targets = []
  }
}
const bringIntoSight = () =>
  act(async () => {
    for (const { callback, targets } of watched) {
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
    }
  })

beforeAll(() => Object.assign(window, { IntersectionObserver: StandInIntersectionObserver }))
afterEach(() => {
  document.body.replaceChildren()
  watched.length = 0
  jest.restoreAllMocks()
})

describe("startIslands", () => {
  it("hydrates an island with the props the build wrote into the page, and marks it hydrated", async () => {
    // The island logs the unknown address.
    jest.spyOn(console, "error").mockImplementation(() => {})
    window.history.replaceState(null, "", "/abut")
    const pages = [{ route: "/about", path: "/about", title: "About the Centre" }]
    await startPage(<Island name="not-found-suggestions" props={{ pages, heading: "Were you looking for one of these?" }} />)
    await waitFor(() => expect(island("not-found-suggestions")).toHaveAttribute("data-hydrated"))
    expect(document.querySelector('a[href="/about"]')).toHaveTextContent("About the Centre")
    window.history.replaceState(null, "", "/")
  })

  it("hydrates an island marked visible only once it comes near the screen", async () => {
    await startPage(<Island name="opening-status" hydrate="visible" props={times} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(island("opening-status")).not.toHaveAttribute("data-hydrated")
    expect(island("opening-status").textContent).toBe("")
    await bringIntoSight()
    await waitFor(() => expect(island("opening-status")).toHaveAttribute("data-hydrated"))
    expect(island("opening-status").textContent).not.toBe("")
  })

  it("hydrates a dialog's island only once the dialog is opened", async () => {
    allowOpenDialogInHydration()
    await startPage(<Island name="booking-dialog" hydrate="on-open" props={booking} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(island("booking-dialog")).not.toHaveAttribute("data-hydrated")
    await act(async () => document.querySelector("dialog")!.showModal())
    await waitFor(() => expect(island("booking-dialog")).toHaveAttribute("data-hydrated"))
  })

  it("draws a date field once, unseen, when the browser is idle, if the page's dialog holds one, and leaves nothing behind", async () => {
    const idle: IdleRequestCallback[] = []
    Object.assign(window, { requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback) })
    try {
      await startPage(<Island name="booking-dialog" hydrate="on-open" props={booking} />)
      const drawn: Element[] = []
      const watch = new MutationObserver((records) => drawn.push(...records.flatMap((record) => [...record.addedNodes] as Element[])))
      watch.observe(document.body, { childList: true })
      const dateFields = () => document.querySelectorAll('input[type="date"]').length
      const before = dateFields()
      expect(idle).toHaveLength(1)
      idle[0]({ didTimeout: false, timeRemaining: () => 50 })
      await new Promise((resolve) => setTimeout(resolve))
      watch.disconnect()
      expect(drawn.map((element) => [element.tagName, element.getAttribute("type"), element.getAttribute("aria-hidden")])).toEqual([["INPUT", "date", "true"]])
      expect(dateFields()).toBe(before)
    } finally {
      delete (window as Partial<typeof window>).requestIdleCallback
    }
  })

  it("keeps a send pressed before the form's island is hydrated, and sends it once it is", async () => {
    allowOpenDialogInHydration()
    await startPage(<Island name="booking-dialog" hydrate="on-open" props={booking} />)
    const form = document.querySelector("form")!
    const submit = new Event("submit", { bubbles: true, cancelable: true })
    await act(async () => {
      document.querySelector("dialog")!.showModal()
      form.dispatchEvent(submit)
    })
    expect(submit.defaultPrevented).toBe(true)
    // Sent once hydrated: Formik checks the empty form and says what is missing.
    await waitFor(() => expect(document.body).toHaveTextContent(site.booking.errors.nameRequired))
  })

  it("sends nothing from a form whose island failed, and leads a send kept meanwhile where the dialog's openers led", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    document.body.innerHTML =
      '<a href="#contact" data-opens-dialog="booking-dialog">Book</a>' + htmlAsBuilt(<Island name="booking-dialog" hydrate="on-open" props={booking} />)
    island("booking-dialog").setAttribute("data-props", "not JSON")
    await act(async () => startIslands(document))
    const submit = new Event("submit", { bubbles: true, cancelable: true })
    await act(async () => {
      document.querySelector("dialog")!.showModal()
      document.querySelector("form")!.dispatchEvent(submit)
    })
    expect(submit.defaultPrevented).toBe(true)
    await waitFor(() => expect(window.location.hash).toBe("#contact"))
    expect(island("booking-dialog")).not.toHaveAttribute("data-hydrated")
    window.history.replaceState(null, "", "/")
  })

  it("leaves an island that fails as the build wrote it, and says so in the console", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {})
    document.body.innerHTML = htmlAsBuilt(<Island name="floating-whatsapp" props={{ href: "https://wa.me/", label: "WhatsApp" }} />)
    island("floating-whatsapp").setAttribute("data-props", "not JSON")
    await act(async () => startIslands(document))
    await waitFor(() => expect(error).toHaveBeenCalledWith("Unexpected Application Error!", expect.any(SyntaxError)))
    expect(island("floating-whatsapp")).not.toHaveAttribute("data-hydrated")
    expect(island("floating-whatsapp").querySelector('a[href="https://wa.me/"]')).not.toBeNull()
  })
})
