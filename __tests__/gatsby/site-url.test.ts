import { copyOfSite } from "../support/content-copy"
import { readContent } from "../support/content-data"
import { withEnvironment } from "../support/with-environment"

function siteUrlWith(env: string | undefined): string {
  // The configuration checks the content it loads, and leaves what the check found beside it: a copy's, not the site's.
  const environment = { SITE_URL: env, CONTENT_DIR: copyOfSite().contentDir }
  const config: { siteMetadata: { siteUrl: string } } = withEnvironment(environment, () => require("../../gatsby-config").default)
  return config.siteMetadata.siteUrl
}

it("takes the site's address from site.yaml", () => {
  expect(siteUrlWith(undefined)).toBe(readContent<{ url: string }>("site.yaml").url.replace(/\/$/, ""))
})

it("lets SITE_URL at build time override it, without a trailing slash", () => {
  expect(siteUrlWith("https://clinic.example.in/")).toBe("https://clinic.example.in")
})
