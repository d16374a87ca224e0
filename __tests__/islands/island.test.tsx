import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { Island } from "../../src/islands/island"

const props = { href: "https://wa.me/910000000001?text=Hello", label: "Chat with us on WhatsApp, +91 00000 00001" }

function renderIsland(ui: React.ReactElement) {
  const container = document.createElement("div")
  container.innerHTML = renderToStaticMarkup(ui)
  return container.querySelector("site-island")!
}

describe("Island", () => {
  it("renders its component into the page, inside an element that names it", () => {
    const island = renderIsland(<Island name="floating-whatsapp" props={props} />)
    expect(island).toHaveAttribute("data-island", "floating-whatsapp")
    expect(island.querySelector(`a[href="${props.href}"]`)).toHaveAttribute("aria-label", props.label)
  })

  it("carries the props the browser hydrates it with, as JSON", () => {
    const island = renderIsland(<Island name="floating-whatsapp" props={props} />)
    expect(JSON.parse(island.getAttribute("data-props")!)).toEqual(props)
  })

  it("says when to hydrate it: at load unless the page says otherwise", () => {
    expect(renderIsland(<Island name="floating-whatsapp" props={props} />)).toHaveAttribute("data-hydrate", "load")
    expect(renderIsland(<Island name="floating-whatsapp" props={props} hydrate="visible" />)).toHaveAttribute("data-hydrate", "visible")
  })
})
