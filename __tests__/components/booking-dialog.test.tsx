import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BookingButton } from "../../src/components/booking-button"
import { localIsoDate } from "../../src/lib/booking"
import { provideSiteContent } from "../support/provide-site-content"

beforeEach(provideSiteContent)
afterEach(() => jest.restoreAllMocks())

const today = localIsoDate(new Date())

async function openDialog() {
  render(
    <div id="___gatsby">
      <BookingButton label="Book Vaidya Consultation" />
    </div>,
  )
  const button = await screen.findByRole("button", { name: "Book Vaidya Consultation" })
  await userEvent.click(button)
  const dialog = await screen.findByRole("dialog", { name: "Book a Vaidya consultation" })
  return { button, dialog: within(dialog), element: dialog }
}

async function fillValidBooking(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText("Your name"), "Asha Patil")
  await userEvent.type(dialog.getByLabelText("E-mail"), "asha@example.in")
  await userEvent.type(dialog.getByLabelText("Preferred date for Panchakarma"), today)
  await userEvent.type(dialog.getByLabelText("Message (optional)"), "On chemotherapy since March.")
  await userEvent.type(dialog.getByLabelText("Contact number"), "+91 98765 43210")
}

describe("booking dialog", () => {
  it("opens from the hero button as a modal with focus on the first field and the page behind inert", async () => {
    const { element } = await openDialog()
    expect(element).toHaveAttribute("aria-modal", "true")
    expect(screen.getByLabelText("Your name")).toHaveFocus()
    expect(document.getElementById("___gatsby")).toHaveAttribute("inert")
    expect(document.body.style.overflow).toBe("hidden")
  })

  it("shows each error beside its field and moves focus to the first one, keeping what was typed", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(dialog.getByLabelText("E-mail"), "asha@")
    await userEvent.type(dialog.getByLabelText("Contact number"), "123")
    await userEvent.click(dialog.getByRole("button", { name: "Send to WhatsApp" }))

    const name = dialog.getByLabelText("Your name")
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription("Please enter your name.")
    expect(dialog.getByLabelText("E-mail")).toHaveAccessibleDescription("Please enter an e-mail address like name@example.com.")
    expect(dialog.getByLabelText("Preferred date for Panchakarma")).toHaveAccessibleDescription("Please choose a date.")
    expect(dialog.getByLabelText("Contact number")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a phone number of 7 to 15 digits."),
    )
    expect(dialog.getByLabelText("Message (optional)")).toHaveAttribute("aria-invalid", "false")
    expect(dialog.getByLabelText("E-mail")).toHaveValue("asha@")
    expect(dialog.getByLabelText("Contact number")).toHaveValue("123")
  })

  it("says nothing is wrong while the visitor is still filling in the form", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(dialog.getByLabelText("E-mail"), "asha@")
    await userEvent.tab()
    expect(dialog.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "false")
    expect(dialog.queryByText("Please enter an e-mail address like name@example.com.")).not.toBeInTheDocument()
  })

  it("updates an error as soon as the visitor corrects the field after a failed send", async () => {
    const { dialog } = await openDialog()
    await userEvent.click(dialog.getByRole("button", { name: "Send to WhatsApp" }))
    expect(await dialog.findByText("Please enter your name.")).toBeInTheDocument()
    await userEvent.type(dialog.getByLabelText("Your name"), "Asha")
    await waitFor(() => expect(dialog.queryByText("Please enter your name.")).not.toBeInTheDocument())
  })

  it("counts the message's characters against the limit", async () => {
    const { dialog } = await openDialog()
    await userEvent.type(dialog.getByLabelText("Message (optional)"), "Hello")
    expect(dialog.getByText("5 / 1000")).toBeInTheDocument()
  })

  it("sends the composed message to the clinic's WhatsApp in a new window, then closes and gives focus back", async () => {
    const opened = { opener: window as Window | null }
    const open = jest.spyOn(window, "open").mockReturnValue(opened as Window)
    const { dialog, button } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: "Send to WhatsApp" }))

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const [url, target] = open.mock.calls[0]
    expect(target).toBe("_blank")
    expect(String(url)).toMatch(/^https:\/\/wa\.me\/919000000001\?text=/)
    const text = new URL(String(url)).searchParams.get("text")!
    expect(text.split("\n")).toEqual([
      "Consultation request from the website:",
      "Name: Asha Patil",
      "E-mail: asha@example.in",
      expect.stringMatching(/^Booking date for Panchakarma: \w+day, \d{1,2} \w+ \d{4}$/),
      "Message: On chemotherapy since March.",
      "Contact number: +91 98765 43210",
    ])
    expect(opened.opener).toBeNull()
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    expect(document.getElementById("___gatsby")).not.toHaveAttribute("inert")
  })

  it("starts empty again after a booking was sent", async () => {
    jest.spyOn(window, "open").mockReturnValue({ opener: null } as Window)
    const { dialog, button } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: "Send to WhatsApp" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await userEvent.click(button)
    expect(await screen.findByLabelText("Your name")).toHaveValue("")
  })

  it("stays open and offers the link to tap when the browser blocks the new window", async () => {
    jest.spyOn(window, "open").mockReturnValue(null)
    const { dialog } = await openDialog()
    await fillValidBooking(dialog)
    await userEvent.click(dialog.getByRole("button", { name: "Send to WhatsApp" }))
    const link = await dialog.findByRole("link", { name: "Open WhatsApp with my message" })
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919000000001\?text=Consultation%20request/)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    expect(dialog.getByLabelText("Your name")).toHaveValue("Asha Patil")
  })

  it("closes on Cancel without opening anything, and gives focus back to the button", async () => {
    const open = jest.spyOn(window, "open")
    const { dialog, button } = await openDialog()
    await userEvent.type(dialog.getByLabelText("Your name"), "Asha")
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
    expect(button).toHaveFocus()
  })

  it("closes on Escape and keeps Tab inside the dialog", async () => {
    const { dialog, button } = await openDialog()
    dialog.getByRole("button", { name: "Send to WhatsApp" }).focus()
    await userEvent.tab()
    expect(dialog.getByRole("button", { name: "Close" })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(dialog.getByRole("button", { name: "Send to WhatsApp" })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})
