/** @jest-environment node */
import fs from "fs"
import path from "path"
import * as sass from "sass"
import { selectorClasses } from "../../../../core/outputs/islands/sass-module-classes"
import { exportedClassName } from "../../../../core/outputs/styles/module-class-name"

const srcDir = path.resolve("src")
const sassModules = fs.readdirSync(srcDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".module.scss"))

describe("selectorClasses", () => {
  it("reads the classes of selectors, not numbers, addresses or declarations", () => {
    const css = ".a, .b-c:hover > .d { width: 1.5em; background: url(x.png) } @media (min-width: 47.5em) { .e { margin: .5rem } }"
    expect(selectorClasses(css)).toEqual(["a", "b-c", "d", "e"])
  })

  // The islands' bundle exports these names; a class a component uses that is not among them would be undefined there.
  it.each(sassModules)("finds every class %s's component uses", (file) => {
    const exported = new Set(selectorClasses(sass.compile(path.join(srcDir, file)).css).map(exportedClassName))
    const component = path.join(srcDir, file.replace(/\.module\.scss$/, ".tsx"))
    if (!fs.existsSync(component)) return
    const used = [...fs.readFileSync(component, "utf8").matchAll(/\bstyles\.(\w+)/g)].map(([, name]) => name)
    for (const name of used) expect(exported).toContain(name)
  })
})
