import fs from "fs"
import path from "path"
import { expect, test } from "@playwright/test"
import { HtmlValidate } from "html-validate"
import { builtRoutes } from "./content"

const publicDir = path.join(__dirname, "../public")
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // Every script is the site's own, from its own origin; integrity hashes guard third-party files, of which there are none.
    "require-sri": "off",
  },
})

// gatsby-plugin-image holds a lazy image's address in data-src until the page is interactive, and keeps a
// <noscript> copy with src for browsers without JavaScript; that one finding is the library's design.
const isDeferredGatsbyImage = (message: { ruleId: string; message: string; selector: string | null }) =>
  message.ruleId === "element-required-attributes" &&
  message.message === '<img> is missing required "src" attribute' &&
  /> picture > img$/.test(message.selector ?? "")

for (const route of [...builtRoutes(), "/404"]) {
  test(`the built HTML of ${route} is valid`, async () => {
    const file = path.join(publicDir, route === "/404" ? "404.html" : path.join(route, "index.html"))
    const report = await validator.validateString(fs.readFileSync(file, "utf8"), file)
    const errors = report.results.flatMap((result) =>
      result.messages.filter((message) => message.severity === 2 && !isDeferredGatsbyImage(message)).map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`),
    )
    expect(errors).toEqual([])
  })
}
