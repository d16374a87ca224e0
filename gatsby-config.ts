import path from "path"
import type { GatsbyConfig } from "gatsby"
import { contentDir } from "./src/gatsby/content/content-paths"
import { readYamlFile } from "./src/gatsby/content/read-yaml"
import { yamlTypeName } from "./src/gatsby/pages/yaml-type-name"

interface SiteFacts {
  name: string
  logoText: string
  description: string
  url: string
}

const site = readYamlFile(path.join(contentDir, "site.yaml"), "content/site.yaml") as SiteFacts

const siteUrl = (process.env.SITE_URL ?? site.url).replace(/\/$/, "")

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sass",
      // gatsby-plugin-sass still drives Sass through its legacy JS API; the styles use only the modern @use syntax.
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: yamlTypeName },
    },
    // Lists every built page but the 404 page, with absolute addresses from siteUrl.
    "gatsby-plugin-sitemap",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.logoText,
        description: site.description,
        lang: "en-IN",
        start_url: "/",
        display: "minimal-ui",
        background_color: "#fbf8f2",
        theme_color: "#1e4d36",
        // Favicon, apple-touch-icon and the manifest's icons are all generated from this one source logo.
        icon: "src/images/logo.svg",
        cache_busting_mode: "none",
      },
    },
  ],
}

export default config
