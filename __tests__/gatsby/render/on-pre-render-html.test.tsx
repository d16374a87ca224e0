import React from "react"
import type { GatsbyConfig } from "gatsby"
import { Joi } from "gatsby-plugin-utils"
import { onPreRenderHTML } from "../../../src/gatsby/render/on-pre-render-html"
import { copyOfSite } from "../../support/content-copy"
import { withEnvironment } from "../../support/with-environment"

// The configuration checks the content it loads, and leaves what the check found beside it: a copy's, not the site's.
const config: GatsbyConfig = withEnvironment({ CONTENT_DIR: copyOfSite().contentDir }, () => require("../../../gatsby-config").default)

type Link = React.ReactElement<React.LinkHTMLAttributes<HTMLLinkElement>>

/** The head that gatsby-plugin-manifest writes for a page with the site's own options, before and after the site's hook. */
function headOf(pathname: string): { before: Link[]; after: Link[] } {
  const manifest = config.plugins!.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-plugin-manifest")
  // As Gatsby hands them to the plugin: validated by its own schema, with its defaults filled in.
  const schema = require("gatsby-plugin-manifest/gatsby-node").pluginOptionsSchema({ Joi })
  const options = schema.validate((manifest as { options: object }).options).value
  const before: Link[] = []
  require("gatsby-plugin-manifest/gatsby-ssr").onRenderBody({ pathname, setHeadComponents: (components: Link[]) => before.push(...components) }, options)
  let after: Link[] = before
  const hook = onPreRenderHTML as unknown as (args: object) => void
  hook({ getHeadComponents: () => before, replaceHeadComponents: (components: Link[]) => (after = components) })
  return { before, after }
}

const icons = (head: Link[]) => head.filter((link) => link.props.rel === "icon")

it.each(["/", "/mr/contact"])("gives every favicon link of %s its sizes: any for the SVG, the PNG's from its name", (pathname) => {
  const { before, after } = headOf(pathname)
  expect(
    icons(before)
      .map((link) => link.props.type)
      .sort(),
  ).toEqual(["image/png", "image/svg+xml"])
  expect(icons(before).every((link) => link.props.sizes === undefined)).toBe(true)
  expect(
    icons(after)
      .map((link) => [link.props.type, link.props.sizes])
      .sort(),
  ).toEqual([
    ["image/png", "32x32"],
    ["image/svg+xml", "any"],
  ])
})

it("leaves every other head element as it was", () => {
  const { before, after } = headOf("/")
  expect(after).toHaveLength(before.length)
  const others = (head: Link[]) => head.filter((link) => link.props.rel !== "icon")
  expect(others(after)).toEqual(others(before))
})
