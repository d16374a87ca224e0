import { expect, test } from "@playwright/test"
import { gotoInteractive } from "./interactive"

test.describe("header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("shows every link without a menu toggle and highlights the current page", async ({ page }) => {
    await gotoInteractive(page, "/doctor")
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const name of ["Home", "About", "Services", "Our Doctor", "Contact", "Book Consultation"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible()
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Our Doctor")
    await nav.getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Services")
  })
})

test.describe("header at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("opens the menu with the toggle and closes it when a link is chosen", async ({ page }) => {
    await gotoInteractive(page, "/")
    const toggle = page.getByRole("button", { name: "Menu" })
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })
    await expect(about).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(about).toBeVisible()
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(about).toBeHidden()
  })

  test("closes the menu on Escape and returns focus to the toggle", async ({ page }) => {
    await gotoInteractive(page, "/")
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.click()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle).toBeFocused()
  })

  test("is reachable and usable by keyboard alone", async ({ page }) => {
    await gotoInteractive(page, "/")
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused()
  })
})
