import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BookingDialog, bookingDialogId } from "../../src/components/booking-dialog"
import { standInForDialogCommands } from "../../src/islands/dialog-commands"
import { localIsoDate } from "../../src/lib/booking"
import { readContent } from "../support/content-data"
import { htmlAsBuilt } from "../support/html-as-built"
import { pageContent } from "../support/page-content"

// jsdom has no invoker commands: the page's script stands in for them, as in a browser without them.
beforeAll(() => standInForDialogCommands(document))
afterEach(() => jest.restoreAllMocks())

const { booking: copy, phones } = readContent<{
  booking: {
    title: string
    labels: Record<"name" | "email" | "date" | "message" | "phone", string>
    submit: string
    cancel: string
    errors: Record<string, string>
    blockedLink: string
    messageLabels: Record<"heading" | "name" | "email" | "date" | "message" | "phone", string>
  }
  phones: { whatsapp: string }
}>("site.yaml")
const whatsappAddress = `https://wa.me/${phones.whatsapp.replace(/\D/g, "")}`
const today = localIsoDate(new Date())
const buttonLabel = "Book"

/** The island as the home page holds it, with the button the page's script makes of its booking link. */
function renderBooking() {
  const { site } = pageContent("en")
  return render(
    <>
      <button type="button" command="show-modal" commandfor={bookingDialogId}>
        {buttonLabel}
      </button>
      <BookingDialog words={site.booking} closeLabel={site.ui.close} whatsapp={site.phones.whatsapp} locale="en" />
    </>,
  )
}

async function openDialog() {
  renderBooking()
  await userEvent.click(await screen.findByRole("button", { name: buttonLabel }))
  const dialog = await screen.findByRole("dialog", { name: copy.title })
  return { dialog: within(dialog), element: dialog }
}

const field = (dialog: ReturnType<typeof within>, name: keyof typeof copy.labels) => dialog.getByLabelText(copy.labels[name])

async function fillValidBooking(dialog: ReturnType<typeof within>) {
  await userEvent.type(field(dialog, "name"), "Asha Patil")
  await userEvent.type(field(dialog, "email"), "asha@example.in")
  await userEvent.type(field(dialog, "date"), today)
  await userEvent.type(field(dialog, "message"), "On chemotherapy since March.")
  await userEvent.type(field(dialog, "phone"), "+91 98765 43210")
}

describe("booking dialog", () => {
  it("opens from its button as a dialog", async () => {
    const { element } = await openDialog()
    expect(element.tagName).toBe("DIALOG")
    expect(element).toHaveAttribute("open")
  })

  it("is written with its first field marked for the platform to focus as it opens (Chromium does so: e2e/booking.spec.ts)", () => {
    const { site } = pageContent("en")
    const container = document.createElement("div")
    container.innerHTML = htmlAsBuilt(<BookingDialog words={site.booking} closeLabel={site.ui.close} whatsapp={site.phones.whatsapp} locale="en" />)
    expect(container.querySelectorAll("[autofocus]")).toHaveLength(1)
    expect(container.querySelector("[autofocus]")).toHaveAttribute("id", "booking-name")
  })

  it("takes over what was typed before it was hydrated, and sends it", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue({ opener: null } as Window)
    const { site } = pageContent("en")
    const island = <BookingDialog words={site.booking} closeLabel={site.ui.close} whatsapp={site.phones.whatsapp} locale="en" />
    // The dialog as the build wrote it, typed into while Formik was still on its way. (Rendered over, not hydrated:
    // React, unlike the browser's Preact, would report the typed words as a mismatch with the HTML.)
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = htmlAsBuilt(island)
    const typed = { name: "Asha Patil", email: "asha@example.in", date: today, message: "Since March.", phone: "+91 98765 43210" }
    for (const [name, value] of Object.entries(typed)) (container.querySelector(`#booking-${name}`) as HTMLInputElement).value = value
    render(island, { container })
    await userEvent.click(within(container).getByRole("button", { name: copy.submit, hidden: true }))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const text = new URL(String(open.mock.calls[0][0])).searchParams.get("text")!
    expect(text).toContain(typed.name)
    expect(text).toContain(typed.message)
    container.remove()
  })

  it("shows each error beside its field and moves focus to the first one, keeping what was typed", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(field(dialog, "email"), "asha@")
    await userEvent.type(field(dialog, "phone"), "123")
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))

    const name = field(dialog, "name")
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription(copy.errors.nameRequired)
    expect(field(dialog, "email")).toHaveAccessibleDescription(copy.errors.emailInvalid)
    expect(field(dialog, "date")).toHaveAccessibleDescription(copy.errors.dateRequired)
    expect(field(dialog, "phone")).toHaveAccessibleDescription(expect.stringContaining(copy.errors.phoneInvalid))
    expect(field(dialog, "message")).toHaveAttribute("aria-invalid", "false")
    expect(field(dialog, "email")).toHaveValue("asha@")
    expect(field(dialog, "phone")).toHaveValue("123")
  })

  it("says nothing is wrong while the visitor is still filling in the form", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(field(dialog, "email"), "asha@")
    await userEvent.tab()
    expect(field(dialog, "email")).toHaveAttribute("aria-invalid", "false")
    expect(dialog.queryByText(copy.errors.emailInvalid)).not.toBeInTheDocument()
  })

  it("updates an error as soon as the visitor corrects the field after a failed send", async () => {
    const { dialog } = await openDialog()
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))
    expect(await dialog.findByText(copy.errors.nameRequired)).toBeInTheDocument()
    await userEvent.type(field(dialog, "name"), "Asha")
    await waitFor(() => expect(dialog.queryByText(copy.errors.nameRequired)).not.toBeInTheDocument())
  })

  it("counts the message's characters against the limit", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(field(dialog, "message"), "Hello")
    expect(dialog.getByText("5 / 1000")).toBeInTheDocument()
  })

  it("sends the composed message to the clinic's WhatsApp in a new window, then closes", async () => {
    const opened = { opener: window as Window | null }
    const open = jest.spyOn(window, "open").mockReturnValue(opened as Window)
    const { dialog } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const [url, target] = open.mock.calls[0]
    expect(target).toBe("_blank")
    expect(String(url).startsWith(`${whatsappAddress}?text=`)).toBe(true)
    const labels = copy.messageLabels
    expect(new URL(String(url)).searchParams.get("text")!.split("\n")).toEqual([
      labels.heading,
      `${labels.name}: Asha Patil`,
      `${labels.email}: asha@example.in`,
      expect.stringMatching(new RegExp(`^${labels.date}: \\w+day, \\d{1,2} \\w+ \\d{4}$`)),
      `${labels.message}: On chemotherapy since March.`,
      `${labels.phone}: +91 98765 43210`,
    ])
    expect(opened.opener).toBeNull()
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  })

  it("starts empty again after a booking was sent", async () => {
    jest.spyOn(window, "open").mockReturnValue({ opener: null } as Window)
    const { dialog } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole("button", { name: buttonLabel }))
    expect(await screen.findByLabelText(copy.labels.name)).toHaveValue("")
  })

  it("stays open and offers the link to tap when the browser blocks the new window", async () => {
    jest.spyOn(window, "open").mockReturnValue(null)
    const { dialog } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))
    const link = await dialog.findByRole("link", { name: copy.blockedLink })
    expect(link.getAttribute("href")!.startsWith(`${whatsappAddress}?text=`)).toBe(true)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    expect(field(dialog, "name")).toHaveValue("Asha Patil")
  })

  it.each([copy.cancel, "Close"])("closes on %s without opening anything, and gives back what was typed when opened again", async (name) => {
    const open = jest.spyOn(window, "open")
    const { dialog } = await openDialog()
    await userEvent.type(field(dialog, "name"), "Asha")
    await userEvent.type(field(dialog, "message"), "On chemotherapy since March.")
    await userEvent.click(dialog.getByRole("button", { name }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole("button", { name: buttonLabel }))
    const reopened = within(await screen.findByRole("dialog", { name: copy.title }))
    expect(field(reopened, "name")).toHaveValue("Asha")
    expect(field(reopened, "message")).toHaveValue("On chemotherapy since March.")
  })

  it("drops the link of a blocked window once closed, since the words may change before the next send", async () => {
    jest.spyOn(window, "open").mockReturnValue(null)
    const { dialog } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: copy.submit }))
    await dialog.findByRole("link", { name: copy.blockedLink })
    await userEvent.click(dialog.getByRole("button", { name: copy.cancel }))

    await userEvent.click(screen.getByRole("button", { name: buttonLabel }))
    const reopened = within(await screen.findByRole("dialog", { name: copy.title }))
    expect(reopened.queryByRole("link", { name: copy.blockedLink })).not.toBeInTheDocument()
    expect(field(reopened, "name")).toHaveValue("Asha Patil")
  })
})
