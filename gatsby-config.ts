import path from "path"
import type { GatsbyConfig } from "gatsby"
import { contentDir } from "./src/gatsby/content-paths"
import { readYamlFile } from "./src/gatsby/read-yaml"
import { yamlTypeName } from "./src/gatsby/yaml-type-name"

interface SiteFacts {
  name: string
  description: string
  url: string
}

const site = readYamlFile(path.join(contentDir, "site.yaml"), "content/site.yaml") as SiteFacts

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: process.env.SITE_URL ?? site.url,
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
  ],
}

export default config
