import { standInForDialogCommands, upgradeDialogOpeners } from "../../src/islands/dialog-commands"

beforeAll(() => standInForDialogCommands(document))
afterEach(() => document.body.replaceChildren())

function page(html: string) {
  document.body.innerHTML = html
}

describe("dialog openers", () => {
  const link =
    '<a href="/contact" class="button primary" data-opens-dialog="booking"><svg></svg>Book</a><dialog id="booking"><button type="button" command="close" commandfor="booking">Close</button></dialog>'

  it("make a link that leads to /contact without JavaScript a button that shows the dialog, looking the same", () => {
    page(link)
    upgradeDialogOpeners(document)
    const button = document.querySelector("button[commandfor]")!
    expect(document.querySelector("a")).toBeNull()
    expect(button).toHaveAttribute("command", "show-modal")
    expect(button).toHaveAttribute("commandfor", "booking")
    expect(button).toHaveAttribute("type", "button")
    expect(button).toHaveAttribute("aria-haspopup", "dialog")
    expect(button).toHaveClass("button", "primary")
    expect(button.innerHTML).toBe("<svg></svg>Book")
  })

  it("keep the focus a visitor had on the link", () => {
    page(link)
    document.querySelector<HTMLElement>("a")!.focus()
    upgradeDialogOpeners(document)
    expect(document.activeElement).toBe(document.querySelector("button[command=show-modal]"))
  })

  it("open the dialog and its close command closes it, where the browser has no invoker commands of its own", () => {
    page(link)
    upgradeDialogOpeners(document)
    const dialog = document.querySelector("dialog")!
    document.querySelector<HTMLElement>("[command=show-modal]")!.click()
    expect(dialog.open).toBe(true)
    document.querySelector<HTMLElement>("[command=close]")!.click()
    expect(dialog.open).toBe(false)
  })
})
