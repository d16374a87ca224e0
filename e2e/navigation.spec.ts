import { expect, test, type Page } from "@playwright/test"
import { readContent } from "./content"
import { gotoInteractive } from "./interactive"

interface Navigation {
  header: { label: string; to: string }[]
  headerAction: { label: string; to: string }
}

const navigation = readContent<Navigation>("navigation.yaml")
const [home, second, third] = navigation.header

const isOpen = (page: Page) => page.locator("#site-navigation").evaluate((nav) => nav.matches(":popover-open"))

test.describe("header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("shows every link without a menu button and highlights the current page", async ({ page }) => {
    await gotoInteractive(page, third.to)
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const { label } of [...navigation.header, navigation.headerAction]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible()
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText(third.label)
    await nav.getByRole("link", { name: second.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${second.to}$`))
    await expect(nav.locator('[aria-current="page"]')).toHaveText(second.label)
  })

  // Windows' contrast themes paint every link in one colour and drop shadows and backgrounds.
  test("marks the current page in a contrast theme too", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" })
    await page.goto(third.to)
    // What forced colours keep of each link's look.
    const marks = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link)
          const kept = [style.textDecorationLine, style.borderBottomStyle, style.borderLeftStyle, style.outlineStyle, style.fontWeight]
          return { current: link.getAttribute("aria-current") === "page", kept: kept.join(" ") }
        }),
      )
    const [current] = marks.filter((mark) => mark.current)
    expect(marks.filter((mark) => !mark.current).map((mark) => mark.kept)).not.toContain(current.kept)
  })
})

test.describe("header at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("opens the menu with its button and closes it when a link is chosen", async ({ page }) => {
    await gotoInteractive(page, home.to)
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: second.label, exact: true })
    await expect(link).toBeHidden()
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${second.to}$`))
    expect(await isOpen(page)).toBe(false)
    await expect(link).toBeHidden()
  })

  test("closes the menu on Escape and on its Close button, giving focus back to Menu", async ({ page }) => {
    await gotoInteractive(page, home.to)
    const menu = page.getByRole("button", { name: "Menu" })
    await menu.click()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    expect(await isOpen(page)).toBe(false)
    await expect(menu).toBeFocused()

    await menu.click()
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Close" }).click()
    expect(await isOpen(page)).toBe(false)
  })

  test("is reachable and usable by keyboard alone", async ({ page }) => {
    await gotoInteractive(page, home.to)
    const menu = page.getByRole("button", { name: "Menu" })
    await menu.focus()
    await page.keyboard.press("Enter")
    expect(await isOpen(page)).toBe(true)
    await page.keyboard.press("Tab")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Close" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: home.label, exact: true })).toBeFocused()
  })

  test("opens on the first tap before the page's script has arrived", async ({ page }) => {
    await page.route(/\.js$/, () => {})
    // The held script would hold the load event too.
    await page.goto(home.to, { waitUntil: "commit" })
    await page.getByRole("button", { name: "Menu" }).click()
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: second.label, exact: true })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${second.to}$`))
  })
})
