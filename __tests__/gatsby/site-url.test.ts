import { readContent } from "../support/content-data"

function siteUrlWith(env: string | undefined): string {
  const previous = process.env.SITE_URL
  if (env === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = env
  try {
    let config: { siteMetadata: { siteUrl: string } } | undefined
    jest.isolateModules(() => {
      config = require("../../gatsby-config").default
    })
    return config!.siteMetadata.siteUrl
  } finally {
    if (previous === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = previous
  }
}

it("takes the site's address from site.yaml", () => {
  expect(siteUrlWith(undefined)).toBe(readContent<{ url: string }>("site.yaml").url.replace(/\/$/, ""))
})

it("lets SITE_URL at build time override it, without a trailing slash", () => {
  expect(siteUrlWith("https://clinic.example.in/")).toBe("https://clinic.example.in")
})
