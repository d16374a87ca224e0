import { readContent } from "../support/content-data"
import { withEnvironment } from "../support/with-environment"

function siteUrlWith(env: string | undefined): string {
  const config: { siteMetadata: { siteUrl: string } } = withEnvironment({ SITE_URL: env }, () => require("../../gatsby-config").default)
  return config.siteMetadata.siteUrl
}

it("takes the site's address from site.yaml", () => {
  expect(siteUrlWith(undefined)).toBe(readContent<{ url: string }>("site.yaml").url.replace(/\/$/, ""))
})

it("lets SITE_URL at build time override it, without a trailing slash", () => {
  expect(siteUrlWith("https://clinic.example.in/")).toBe("https://clinic.example.in")
})
