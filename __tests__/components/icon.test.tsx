import fs from "fs"
import path from "path"
import React from "react"
import { render } from "@testing-library/react"
import common from "../../schemas/common.schema.json"
import { contentIcons, Icon } from "../../src/components/icon"

it("offers editors exactly the icons the schema lets them name", () => {
  expect(Object.keys(contentIcons).sort()).toEqual([...common.definitions.icon.enum].sort())
})

it("draws a named icon hidden from assistive technology", () => {
  const { container } = render(<Icon name="leaf" />)
  expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
})

it("refuses an unknown name rather than drawing nothing", () => {
  jest.spyOn(console, "error").mockImplementation(() => {})
  expect(() => render(<Icon name="brian" />)).toThrow('Unknown icon "brian"')
})

it("takes every icon from its own module, so webpack does not build the whole icon set for each build", () => {
  const sources = fs.readdirSync("src", { recursive: true, encoding: "utf8" }).filter((file) => /\.m?[jt]sx?$/.test(file) && !file.endsWith(".d.ts"))
  const fromIndex = sources.filter((file) =>
    /^(?:import (?!type )|export )[^"']*from ["']lucide(-react)?["']|import\(["']lucide(-react)?["']\)/m.test(fs.readFileSync(path.join("src", file), "utf8")),
  )
  expect(fromIndex).toEqual([])
})
