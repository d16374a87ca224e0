import type { GatsbyConfig } from "gatsby"
import { contentDir, moduleClassName, siteUrlOf, siteContentOrStop } from "./core"
import { developMiddleware } from "./src/gatsby/output/develop-middleware"
import { sitemapOptions } from "./src/gatsby/output/sitemap-options"
import { defaultLocale, localeTags, localizedPath, type Locale } from "./src/lib/locales"

interface SiteFacts {
  name: string
  logoText: string
  description: string
}

const content = siteContentOrStop()
const siteIn = (locale: Locale) => content.entry("site.yaml", locale)!.content as unknown as SiteFacts
const site = siteIn(defaultLocale)

/** A web manifest per published language besides English, so a page added to a home screen opens in its language. */
const localizedManifests = content.languages
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => {
    const words = siteIn(locale)
    return { start_url: localizedPath("/", locale), lang: localeTags[locale], name: words.name, short_name: words.logoText, description: words.description }
  })

const siteUrl = siteUrlOf(content)

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl,
  },
  trailingSlash: "ignore",
  graphqlTypegen: { generateOnBuild: true },
  developMiddleware,
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sass",
      options: {
        // gatsby-plugin-sass still drives Sass through its legacy JS API; the styles use only the modern @use syntax.
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // Class names the islands' bundle writes too (core/outputs/islands/sass-module-classes.ts).
        cssLoaderOptions: {
          modules: { getLocalIdent: (context: { resourcePath: string }, _name: string, local: string) => moduleClassName(context.resourcePath, local) },
        },
      },
    },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // The content's files: its YAML, as written, a ContentYaml node each; its Markdown and images. The pages query the
    // checked entries made from them (src/gatsby/pages/source-nodes.ts).
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir } },
    { resolve: "gatsby-transformer-yaml", options: { typeName: "ContentYaml" } },
    // Articles' bodies. Footnotes are off: sources are listed under a "Sources" heading that every reader can find.
    { resolve: "gatsby-transformer-remark", options: { footnotes: false, gfm: true } },
    // Every published page in every language, with its hreflang alternates; absolute addresses from siteUrl.
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.logoText,
        description: site.description,
        lang: localeTags.en,
        start_url: "/",
        localize: localizedManifests,
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
