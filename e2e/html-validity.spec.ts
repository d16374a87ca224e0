import fs from "fs"
import path from "path"
import { expect, test } from "@playwright/test"
import { HtmlValidate } from "html-validate"
import { builtNotFoundPages, builtRoutes } from "./content"

const publicDir = path.join(__dirname, "../public")
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // Every script is the site's own, from its own origin; integrity hashes guard third-party files, of which there are none.
    "require-sri": "off",
  },
})

for (const route of [...builtRoutes(), ...builtNotFoundPages()]) {
  test(`the built HTML of ${route} is valid and has no NUL byte`, async () => {
    const file = path.join(publicDir, route.endsWith(".html") ? route : path.join(route, "index.html"))
    expect(fs.readFileSync(file, "utf8")).not.toContain("\u0000")
    const report = await validator.validateString(fs.readFileSync(file, "utf8"), file)
    const errors = report.results.flatMap((result) =>
      result.messages.filter((message) => message.severity === 2).map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`),
    )
    expect(errors).toEqual([])
  })
}
